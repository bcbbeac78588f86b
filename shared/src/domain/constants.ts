/** Business constants from the specification, in one place. */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const BETA_PRODUCTS = ['core', 'vault'] as const;
export type BetaProduct = (typeof BETA_PRODUCTS)[number];
export const PHARMACY_TYPES = ['independent', 'chain', 'hospital', 'clinic', 'other'] as const;
export const PARTNER_TYPES = ['pharmacy', 'clinic', 'startup', 'vendor', 'investor', 'other'] as const;
export const CONTACT_ROLES = [
  'pharmacist',
  'pharmacy-owner',
  'healthcare-provider',
  'administrator',
  'developer',
  'other',
] as const;

export const GLOBAL_ROLES = ['super_admin', 'support', 'user'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];
export const ADMIN_GROUPS = ['super_admin', 'support'] as const;

export const ORG_ROLES = ['owner', 'admin', 'manager', 'member'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export const INVITE_ROLES = ['member', 'admin', 'manager'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const MODULES = ['bookrx', 'shift', 'core', 'vault'] as const;
export type Module = (typeof MODULES)[number];

export const DOCUMENT_TYPES = [
  'pharmacist_license',
  'college_license',
  'pharmacy_certification',
  'driver_license',
  'pharmacy_license',
  'biological_license',
  'state_registry',
  'business_license',
  // Optional credentials of the Puerto Rico catalogue (issue 27, domain/credentials/catalogue.ts).
  'technician_license',
  'health_professional_registration',
  'controlled_substance_registration',
  'dea_registration',
  'cpr_bls',
  'immunization_certificate',
  'ley300_certificate',
  // A continuing-education certificate (issue 27 part B): one per CE activity, reviewed like any
  // document, neither required nor expiring, not in the credential catalogue.
  'ce_certificate',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_CONTEXTS = ['individual', 'organization'] as const;
export type DocumentContext = (typeof DOCUMENT_CONTEXTS)[number];
/** What each context must upload before submitting for review (spec §3). */
export const REQUIRED_DOCUMENT_TYPES = {
  individual: ['pharmacist_license', 'college_license', 'pharmacy_certification', 'driver_license'],
  organization: ['pharmacy_license'],
} as const satisfies Record<DocumentContext, readonly DocumentType[]>;
/** The approved documents a user needs for BookRx final approval (spec §4); the driver's licence is not one. */
export const BOOKRX_APPROVAL_DOCUMENT_TYPES = [
  'pharmacist_license',
  'college_license',
  'pharmacy_certification',
] as const satisfies readonly DocumentType[];
/** English names of the document types, as server messages name them (the web translates types itself). */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  pharmacist_license: 'Pharmacist License',
  college_license: 'College License',
  pharmacy_certification: 'Pharmacy Certification',
  driver_license: "Driver's License",
  pharmacy_license: 'Pharmacy License',
  biological_license: 'Biological License',
  state_registry: 'State Registry',
  business_license: 'Business License',
  technician_license: 'Pharmacy Technician License',
  health_professional_registration: 'Health Professional Registration',
  controlled_substance_registration: 'Controlled Substance Registration',
  dea_registration: 'DEA Registration',
  cpr_bls: 'CPR/BLS Certificate',
  immunization_certificate: 'Immunization Certificate',
  ley300_certificate: 'Law 300 Certificate',
  ce_certificate: 'Continuing Education Certificate',
};
/** The document type of a continuing-education certificate: it belongs to an activity, not to the credentials. */
export const CE_CERTIFICATE_TYPE = 'ce_certificate' satisfies DocumentType;
/** Whether a document is a credential (listed as one); CE certificates are shown with their activity. */
export const isCredentialType = (type: DocumentType) => type !== CE_CERTIFICATE_TYPE;
/** Every document type that is a credential (the catalogue's types): all but the CE certificate. */
export const CREDENTIAL_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter(isCredentialType);
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'application/pdf'] as const;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Characters counted as special: exactly Cognito's list (user-pool-settings-policies: ^ $ * . [ ] { }
 * ( ) ? " ! @ # % & / \\ , > < ' : ; | _ ~ ` = + -), plus the space, which Cognito counts as special
 * when it is neither first nor last (a password may not begin or end with one: PASSWORD_RULES).
 */
export const PASSWORD_SPECIAL_CHARACTERS = `^$*.[]{}()?"!@#%&/\\,><':;|_~\`=+- `;

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Lifetimes of presigned document URLs: the upload slot (POST) and view/download (GET). */
export const DOCUMENT_UPLOAD_URL_SECONDS = 5 * 60;
export const DOCUMENT_VIEW_URL_SECONDS = 5 * 60;
/** Lifetime of a signed BookRx access URL. */
export const BOOKRX_ACCESS_URL_SECONDS = 2 * 60;

/** Longest free-text field the API accepts, so one request cannot store megabytes of text. */
export const MAX_SHORT_TEXT = 200;
export const MAX_LONG_TEXT = 5000;

export const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60 * 1000;
export const TOKEN_PERIODIC_REFRESH_MS = 82_800_000;
export const PREFERENCE_COOKIE_DAYS = 365;
