/**
 * The e-mail suppression list (issue 26): addresses SES reported as a hard bounce or a complaint,
 * which the product no longer mails; admins see them and a super admin can lift one.
 */
import * as z from 'zod/mini';
import { pageQuery } from './common';

export const SUPPRESSION_REASONS = ['bounce', 'complaint'] as const;

export const emailSuppression = z.object({
  email: z.string(),
  reason: z.enum(SUPPRESSION_REASONS),
  /** SES's finer cause: the bounce sub-type (`General`, `NoEmail`, …) or the complaint's feedback type. */
  detail: z.nullable(z.string()),
  suppressedAt: z.string(),
});

export const emailSuppressionsQuery = pageQuery;
export const emailSuppressionsResponse = z.object({
  suppressions: z.array(emailSuppression),
  nextCursor: z.optional(z.string()),
});
export const deleteEmailSuppressionResponse = z.object({ success: z.literal(true), email: z.string() });
