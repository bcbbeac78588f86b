import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../../domain/constants';
import {
  PUBLIC_CREDENTIAL_STATUSES,
  VERIFICATION_LINK_LABEL_MAX,
  VERIFICATION_LINK_MAX_DAYS,
} from '../../domain/verification-links';
import { requiredText } from './common';

const daysMessage = `Expires in days must be a whole number from 1 to ${VERIFICATION_LINK_MAX_DAYS}`;

export const createVerificationLinkBody = z.object({
  expiresInDays: z
    .number({ error: daysMessage })
    .check(
      z.int({ error: daysMessage }),
      z.gte(1, { error: daysMessage }),
      z.lte(VERIFICATION_LINK_MAX_DAYS, { error: daysMessage }),
    ),
  label: requiredText('Label', VERIFICATION_LINK_LABEL_MAX),
});
export type CreateVerificationLinkBody = z.output<typeof createVerificationLinkBody>;

/** The new link: its url carries the token, shown once (the table keeps only its hash). */
export const createdVerificationLinkResponse = z.object({
  link: z.object({ id: z.string(), url: z.string(), expiresAt: z.string() }),
});

/** A link as its owner lists it (never its token). */
export const verificationLinkRecord = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  state: z.enum(['active', 'revoked', 'expired']),
  viewCount: z.number(),
  lastViewedAt: z.nullable(z.string()),
});
export type VerificationLinkRecord = z.output<typeof verificationLinkRecord>;
export const verificationLinksResponse = z.object({ links: z.array(verificationLinkRecord) });

/** One credential on the public page: its status and dates, never a file. */
export const publicCredential = z.object({
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(PUBLIC_CREDENTIAL_STATUSES),
  expiresOn: z.nullable(z.string()),
  /** When a Lunia admin approved the current document (null unless approved). */
  verifiedAt: z.nullable(z.string()),
});
export type PublicCredential = z.output<typeof publicCredential>;

export const publicVerificationResponse = z.object({
  verification: z.object({
    name: z.string(),
    licenseNumber: z.string(),
    luniaId: z.string(),
    /** The instant this answer was made: the "checked on" date the page shows. */
    checkedAt: z.string(),
    /** Until when the link works. */
    linkExpiresAt: z.string(),
    credentials: z.array(publicCredential),
  }),
});
export type PublicVerification = z.output<typeof publicVerificationResponse>['verification'];
