/** Error codes the API returns, their HTTP status and the message users read by default. */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication expired. Please log in again.' },
  /** The account was registered but its e-mail code was never entered (issue 25): confirm it first. */
  EMAIL_NOT_CONFIRMED: {
    status: 403,
    message: 'Please confirm your email first: enter the 6-digit code we sent you.',
  },
  /** A super_admin disabled the account: every session ends (issue 13). */
  ACCOUNT_DISABLED: {
    status: 401,
    message: 'Your account has been disabled. Contact Lunia support to restore access.',
  },
  /**
   * The session began before the account's sessions were ended (a password or e-mail change or reset,
   * an authenticator app set up or removed, sign out everywhere, an administrator), or the account is
   * gone (deleted, or without a session policy): sign in again.
   */
  SESSION_REVOKED: {
    status: 401,
    message:
      'This session has ended: your password, e-mail or two-step verification changed, you signed out everywhere, or an administrator ended it. Please sign in again.',
  },
  /** No request for too long (15 minutes for platform admins, 60 for everyone else): sign in again (issue 38). */
  SESSION_IDLE: {
    status: 401,
    message: 'You were signed out after a period of inactivity. Please sign in again.',
  },
  /** A platform admin's session lasts at most 12 hours from its sign-in (issue 38). */
  SESSION_MAX_AGE: {
    status: 401,
    message: 'Admin sessions last at most 12 hours. Please sign in again.',
  },
  /** A password change whose current password is not the account's (field `currentPassword`). */
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'The current password is not correct.' },
  /** Admin accounts must enrol an authenticator app (TOTP) before using the back office. */
  MFA_ENROLMENT_REQUIRED: {
    status: 403,
    message: 'Admin accounts must set up two-step verification with an authenticator app first.',
  },
  /** An admin cannot disable (or enable) their own account. */
  SELF_DISABLE_FORBIDDEN: { status: 403, message: 'You cannot disable or enable your own account. Ask another admin.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to access this page." },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this organization.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PROFILE_NOT_FOUND: {
    status: 404,
    message: 'Your account has no profile yet. Please contact support.',
  },
  CONFLICT: { status: 409, message: 'This was changed by someone else. Reload and try again.' },
  /**
   * The legal name (first and last name) of a person with an approved credential, or verified, changes
   * only through review (issue 38): a name change is requested and held, never edited directly.
   */
  VERIFIED_NAME_LOCKED: {
    status: 409,
    message:
      'Your name was checked against an approved license, so it cannot be edited here. Request a name change on your account page and Lunia will review it.',
  },
  /** A name change requested while the name is not locked: it is edited directly on the account page. */
  NAME_NOT_LOCKED: {
    status: 409,
    message: 'Your name is not locked yet: change it directly in your personal information.',
  },
  /** The requested legal name is the one on file. */
  NAME_UNCHANGED: {
    status: 400,
    message: 'This is already your name on file. Enter the new name you want Lunia to review.',
  },
  /** A review decision names a file (`fileNumber`) that is no longer the document's current file. */
  DOCUMENT_FILE_CHANGED: {
    status: 409,
    message: 'The file of this document changed since you opened it. Reload and review the current file.',
  },
  /** Submitting for review with a required document missing, still uploading, rejected or denied. */
  MISSING_REQUIRED_DOCUMENTS: {
    status: 400,
    message: 'Please upload all required documents before submitting for approval.',
  },
  /**
   * A renewal of a registration renewed by its month of first registration (issue 27) whose expiry
   * date is in another month (field `expiresOn`); `details`: `requiredMonth` (1–12) and
   * `proposedExpiresOn` (shared/src/domain/credentials/staggered-registration.ts).
   */
  EXPIRY_MONTH_MISMATCH: {
    status: 400,
    message: 'This registration renews every year in the month of its first registration: enter a date in that month.',
  },
  /** Resubmitting a document that is not denied. */
  NO_DENIED_DOCUMENT: { status: 409, message: 'No denied document found to resubmit' },
  /** Final approval of a user who does not meet the rule yet (spec §4). */
  NOT_ELIGIBLE: { status: 409, message: 'This user is not eligible for BookRx approval yet.' },
  /** BookRx access before full approval (spec §5). */
  VERIFICATION_REQUIRED: { status: 403, message: 'Please complete document verification to access BookRx platform.' },
  /** Activating a module for an organization that is not verified (spec §4: modules need verification). */
  ORGANIZATION_NOT_VERIFIED: {
    status: 409,
    message:
      "Only a verified organization can activate BookRx. Your organization's pharmacy license must be approved first.",
  },
  /** Opening a module the organization has not activated (verified, but BookRx not active yet). */
  MODULE_NOT_ACTIVE: {
    status: 409,
    message:
      'BookRx is not active for this organization yet. An owner or admin activates it in Organization Administration.',
  },
  /** Opening a paid module (Shift, Core) the organization's plan does not include, or whose plan is not active. */
  MODULE_NOT_PAID: {
    status: 403,
    message: "This module is not part of your organization's active plan. An owner or admin can subscribe in Billing.",
  },
  /** Opening a module of an organization Lunia suspended. */
  ORGANIZATION_SUSPENDED: {
    status: 403,
    message: 'This organization is suspended, so its modules cannot be opened. Contact Lunia support.',
  },
  /** Opening a module that has not launched (Vault). */
  MODULE_COMING_SOON: { status: 409, message: 'This module is coming soon and cannot be opened yet.' },
  /** Module access redemption (server to server): the request's signature does not verify with the module's secret. */
  MODULE_SIGNATURE_INVALID: { status: 401, message: "The request is not signed with this module's secret." },
  /** A module access link that is forged, altered or for another module. */
  MODULE_ACCESS_INVALID: { status: 400, message: 'This access link is not valid.' },
  /** A module access link past its expiry. */
  MODULE_ACCESS_EXPIRED: { status: 410, message: 'This access link has expired. Open the module again from Lunia.' },
  /** An employer verification link its owner revoked (issue 27). */
  VERIFICATION_LINK_REVOKED: { status: 410, message: 'This verification link was revoked by its owner.' },
  /** An employer verification link past its expiry (issue 27). */
  VERIFICATION_LINK_EXPIRED: { status: 410, message: 'This verification link has expired.' },
  /** An employer verification link of an account that was disabled or deleted (issue 38): nothing to confirm any more. */
  VERIFICATION_ACCOUNT_CLOSED: {
    status: 410,
    message: 'The Lunia account this link verified is no longer active, so its credentials cannot be confirmed here.',
  },
  /** An inspection binder's link of a location that was deleted, or of an organization deleted or suspended (issue 43). */
  VERIFICATION_LOCATION_CLOSED: { status: 410, message: 'This location or its organization is not active on Lunia.' },
  /** A person already has the most working verification links allowed (issue 27). */
  VERIFICATION_LINK_LIMIT: {
    status: 409,
    message: 'You have 20 working verification links. Revoke one before creating another.',
  },
  /** A module access link that was already redeemed (single use). */
  MODULE_ACCESS_USED: {
    status: 409,
    message: 'This access link was already used. Open the module again from Lunia.',
  },
  /** Asking for what only a subscription gives (paid modules, more locations): online billing, a later issue. */
  SUBSCRIPTION_REQUIRED: {
    status: 403,
    message: 'Paid modules and more locations come with a subscription, which opens with online billing.',
  },
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
  /** Inviting, or accepting as, someone who already belongs to the organization. */
  ALREADY_MEMBER: { status: 409, message: 'This person is already a member of this organization.' },
  /** A second invite to an address whose invite is still pending (and not expired). */
  INVITE_ALREADY_PENDING: {
    status: 409,
    message: 'An invitation to this email is already pending. You can resend it from Invite Members.',
  },
  /** Inviting before the inviter's own e-mail address is proven (issue 25, abuse limits). */
  INVITER_EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Please verify your email address before inviting people to your organization.',
  },
  /**
   * An invitation with a note from an organization Lunia has not verified (issue 39): the note goes to
   * any address, so only a verified organization may add one (field `message`).
   */
  INVITE_NOTE_NOT_ALLOWED: {
    status: 403,
    message: 'Only a verified organization can add a note to its invitations. Send the invitation without a note.',
  },
  /** An invitation is sent at most 3 times in all, counting its first sending (issue 39). */
  INVITE_SEND_LIMIT: {
    status: 409,
    message:
      'This invitation has already been sent 3 times, the most allowed. Ask the person to check their spam folder.',
  },
  /**
   * An address on the suppression list (SES reported a hard bounce or a complaint, issue 26): Lunia
   * sends it nothing, so it cannot be invited (field `email`).
   */
  EMAIL_UNDELIVERABLE: {
    status: 409,
    message:
      'E-mail to this address cannot be delivered: earlier messages bounced or were reported as spam. Check the address or ask for another one.',
  },
  /** An organization that is not verified yet holds at most 5 pending invitations. */
  INVITE_PENDING_LIMIT: {
    status: 409,
    message:
      'An organization that is not verified yet can have at most 5 pending invitations. Cancel one, or wait until your organization is verified.',
  },
  /** More than 50 invitations from one organization in a day (UTC); Retry-After says when. */
  INVITE_DAILY_LIMIT_ORGANIZATION: {
    status: 429,
    message: 'Your organization has sent the most invitations allowed today. Please try again tomorrow.',
  },
  /** More than 20 invitations from one person in a day (UTC); Retry-After says when. */
  INVITE_DAILY_LIMIT_INVITER: {
    status: 429,
    message: 'You have sent the most invitations allowed today. Please try again tomorrow.',
  },
  /** Deleting one's account with a password that is not the account's (field `password`). */
  PASSWORD_INCORRECT: { status: 400, message: 'The password is not correct.' },
  /** Deleting one's account while being the only owner of an organization: transfer it or delete it first. */
  SOLE_OWNER: {
    status: 409,
    message:
      'You are the only owner of an organization. Transfer its ownership or delete the organization before deleting your account.',
  },
  /** A platform admin (super_admin or support) cannot delete their own account: another super admin removes it. */
  ADMIN_ACCOUNT_DELETION: {
    status: 403,
    message: 'Administrator accounts cannot be deleted from account settings. Ask another super admin.',
  },
  /** More data exports than allowed in an hour; Retry-After says when. */
  DATA_EXPORT_LIMIT: {
    status: 429,
    message: 'You have downloaded your data several times in the last hour. Please try again later.',
  },
  /** Cancelling, resending or answering an invite that was already accepted, declined or cancelled. */
  INVITE_NOT_PENDING: { status: 409, message: 'This invitation is no longer pending.' },
  /** Accepting an invite past its expiry. */
  INVITATION_EXPIRED: {
    status: 410,
    message: 'This invitation has expired. Ask the organization to send you a new one.',
  },
  /** An invitation link whose invitation was already accepted or declined (issue 40: the preview says so). */
  INVITATION_USED: {
    status: 410,
    message: 'This invitation was already answered. Sign in to see your organizations, or ask for a new invitation.',
  },
  /** An invitation link whose invitation the organization cancelled (issue 40). */
  INVITATION_CANCELLED: {
    status: 410,
    message: 'This invitation was cancelled by the organization. Ask them for a new one if you should still join.',
  },
  /** A token that is not this invitation's current one, or an invitation for another e-mail. */
  /** An e-mail's one-click unsubscribe link whose token Lunia did not sign, or that was changed (issue 39). */
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message: 'This unsubscribe link is not valid. Sign in and choose your e-mails under Account, E-mail notifications.',
  },
  INVITATION_LINK_INVALID: {
    status: 403,
    message:
      'This invitation link is not valid for your account. Open the newest invitation email while signed in with the address it was sent to.',
  },
  /** Changing the owner role, or changing or removing an owner, by someone who is not an owner (team management). */
  OWNER_ROLE_REQUIRED: {
    status: 403,
    message: 'Only an owner can make someone an owner, or change or remove an owner.',
  },
  /** Demoting or removing the organization's only owner: an organization always has an owner. */
  LAST_OWNER: {
    status: 409,
    message: 'An organization must always have an owner. Make another member an owner first.',
  },
  EMAIL_EXISTS: { status: 409, message: 'An account with this email already exists. Please try logging in instead.' },
  /** Asking for an e-mail code with nothing to prove: the e-mail is proven and no change is pending. */
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Your email is already verified.' },
  /** Confirming a code when none is outstanding (never sent, used, or cancelled). */
  EMAIL_CODE_NOT_REQUESTED: { status: 409, message: 'There is no code to confirm. Please request a new code.' },
  /** A wrong e-mail code; the try is counted. */
  EMAIL_CODE_INVALID: { status: 400, message: 'That code is not correct. Please check it and try again.' },
  /** The e-mail code is older than 15 minutes. */
  EMAIL_CODE_EXPIRED: { status: 400, message: 'This code has expired. Please request a new code.' },
  /** 5 wrong tries: this code can no longer be used. */
  EMAIL_CODE_LOCKED: { status: 429, message: 'Too many wrong codes. Please request a new code.' },
  /**
   * The right registration code with a password that none of the address's registrations was made
   * with (issue 38): only someone who has the code, the address's owner, ever sees it.
   */
  REGISTRATION_PASSWORD_MISMATCH: {
    status: 400,
    message: 'This is not the password you registered with. Please enter the password you chose when registering.',
  },
  /** Another code within 60 seconds of the last one. */
  EMAIL_CODE_COOLDOWN: {
    status: 429,
    message: 'A code was sent less than a minute ago. Please wait a moment before requesting another.',
  },
  /** More than 10 codes in 24 hours. */
  EMAIL_CODE_DAILY_LIMIT: {
    status: 429,
    message: 'Too many codes were requested today. Please try again tomorrow.',
  },
  /** Spec §5: the individual reminder's address must be an unverified user's. */
  REMINDER_RECIPIENT_NOT_FOUND: { status: 404, message: 'User not found or already verified' },
  /** Separation of duties: an admin never reviews or approves their own documents, account or organization. */
  SELF_REVIEW_FORBIDDEN: {
    status: 403,
    message: 'You cannot review or approve your own documents, account or organization. Ask another admin.',
  },
  /** §1: only verified organizations that Lunia approved for billing (canSubscribe) may subscribe. */
  BILLING_NOT_ALLOWED: {
    status: 403,
    message: 'This organization cannot subscribe yet: it must be verified and approved for billing by Lunia.',
  },
  PLAN_ALREADY_ACTIVE: {
    status: 409,
    message: 'This organization already has an active plan. Change it with Manage billing.',
  },
  /**
   * Deleting an organization whose plan was cancelled in the billing portal and is still in its paid
   * period (issue 40): it can be deleted once the period ends (the web reads the date from billing).
   */
  PLAN_ENDS_AT_PERIOD_END: {
    status: 409,
    message:
      'The plan is cancelled and stays active until the end of its paid period. The organization can be deleted then.',
  },
  /** A payment-provider webhook whose signature or timestamp does not verify: nothing is recorded. */
  INVALID_WEBHOOK_SIGNATURE: { status: 400, message: 'The webhook signature is invalid.' },
  /** A payment-provider webhook whose signature verifies but was made more than 300 s before or after now (issue 41). */
  WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE: {
    status: 400,
    message: 'The webhook signature timestamp is more than 300 seconds from now.',
  },
  /** A verified payment-provider event whose object lacks what its type must carry: nothing is recorded. */
  INVALID_WEBHOOK_EVENT: { status: 400, message: 'The webhook event is malformed.' },
  /** Billing self-service before the organization has a customer at the payment provider (no plan bought yet). */
  NO_BILLING_ACCOUNT: {
    status: 409,
    message: 'This organization has no billing account yet. Subscribe to a plan first.',
  },
  /** An extension order number already recorded with other terms (issue 27): an order is recorded once. */
  EXTENSION_ORDER_EXISTS: {
    status: 409,
    message: 'An extension order with this number was already recorded with different terms.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  /** A public form's bot check (issue 13): the signature or the work does not verify. */
  FORM_CHECK_INVALID: {
    status: 400,
    message: 'The form check failed. Please reload the page and send the form again.',
  },
  /** The challenge is past its expiry (a form left open for a long time). */
  FORM_CHECK_EXPIRED: { status: 400, message: 'The form check expired. Please send the form again.' },
  /** The proof was already used by an earlier submission (a replay). */
  FORM_CHECK_USED: { status: 400, message: 'This form check was already used. Please send the form again.' },
  /** Sent sooner after the challenge than a person fills a form. */
  FORM_CHECK_TOO_EARLY: {
    status: 400,
    message: 'The form was sent too quickly. Please wait a moment and send it again.',
  },
  ACCOUNT_CREATION_FAILED: {
    status: 502,
    message: 'Failed to create your account. Please try again or contact support.',
  },
  /** Naming a pharmacist in charge (issue 27) who has no approved or pending, current pharmacist license (field `memberId`). */
  PHARMACIST_LICENSE_REQUIRED: {
    status: 400,
    message: 'This member has no current pharmacist license on Lunia (approved or awaiting review).',
  },
  /** An outside service (Cognito, ...) did not answer; nothing half-done is left that a retry cannot finish. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'A service we depend on did not answer. Please try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** What an error carries beside its message, for the client to act on (e.g. a date to propose). */
export type ErrorDetails = Readonly<Record<string, string | number>>;

/** A failure meant for the caller: its message is shown to users, its code selects the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** For a 429: when the caller may try again (the response's Retry-After header). */
  readonly retryAfterSeconds: number | undefined;
  /** Sent as the response's `details`. */
  readonly details: ErrorDetails | undefined;
  constructor(code: ErrorCode, message?: string, field?: string, retryAfterSeconds?: number, details?: ErrorDetails) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}
