/** Error codes the API returns, their HTTP status and the message users read by default. */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication expired. Please log in again.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to access this page." },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this organization.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PROFILE_NOT_FOUND: {
    status: 404,
    message: 'Your account has no profile yet. Please contact support.',
  },
  CONFLICT: { status: 409, message: 'This was changed by someone else. Reload and try again.' },
  /** Submitting for review with a required document missing, still uploading, rejected or denied. */
  MISSING_REQUIRED_DOCUMENTS: {
    status: 400,
    message: 'Please upload all required documents before submitting for approval.',
  },
  /** Resubmitting a document that is not denied. */
  NO_DENIED_DOCUMENT: { status: 409, message: 'No denied document found to resubmit' },
  /** Final approval of a user who does not meet the rule yet (spec §4). */
  NOT_ELIGIBLE: { status: 409, message: 'This user is not eligible for BookRx approval yet.' },
  /** BookRx access before full approval (spec §5). */
  VERIFICATION_REQUIRED: { status: 403, message: 'Please complete document verification to access BookRx platform.' },
  /** Adding a location beyond the organization's limit (spec §5/§9); the message says paid or free. */
  LOCATION_LIMIT_REACHED: {
    status: 409,
    message: 'You need a paid subscription to add more than 1 location. Please subscribe to add more locations.',
  },
  /** Deleting the primary location: make another location primary first. */
  PRIMARY_LOCATION_NOT_DELETABLE: { status: 409, message: 'The primary location cannot be deleted.' },
  /** Un-marking the primary location: an organization with locations always has one primary. */
  PRIMARY_LOCATION_REQUIRED: {
    status: 409,
    message: 'An organization always has a primary location. Make another location primary instead.',
  },
  EMAIL_EXISTS: { status: 409, message: 'An account with this email already exists. Please try logging in instead.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  ACCOUNT_CREATION_FAILED: {
    status: 502,
    message: 'Failed to create your account. Please try again or contact support.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A failure meant for the caller: its message is shown to users, its code selects the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(code: ErrorCode, message?: string, field?: string) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}
