/** The privacy rights the privacy page promises (issue 25): download my data, delete my account. */
import * as z from 'zod/mini';

/** Any JSON object: the export hands records over as Lunia holds them, field for field. */
const record = z.record(z.string(), z.unknown());

export const exportedMembership = z.object({
  orgId: z.string(),
  organizationName: z.nullable(z.string()),
  role: z.string(),
  joinedAt: z.string(),
});

export const exportedDocument = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileNumber: z.number(),
  uploadedAt: z.string(),
  expiresOn: z.nullable(z.string()),
  /** A short-lived GET link of the current file (see `linksExpireAt`), null when there is no accepted file. */
  downloadUrl: z.nullable(z.string()),
});

/** Everything Lunia holds about the caller, as one JSON document (the web saves it as a file). */
export const exportMyDataResponse = z.object({
  exportedAt: z.string(),
  /** When the documents' download links stop working. */
  linksExpireAt: z.string(),
  profile: record,
  memberships: z.array(exportedMembership),
  documents: z.array(exportedDocument),
  continuingEducation: z.array(record),
  bookrxProfile: z.nullable(record),
  /** Every audit event with the person as actor or as subject (their account and their documents), newest first. */
  auditEvents: z.array(record),
});
export type ExportMyDataResponse = z.infer<typeof exportMyDataResponse>;

/** The account's password, checked by Cognito before anything is removed. */
export const deleteMyAccountBody = z.object({
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, { error: 'Password is required' }),
      z.maxLength(256, { error: 'Password must be at most 256 characters' }),
    ),
});

export const deleteMyAccountResponse = z.object({ deletedAt: z.string() });
