/**
 * The Puerto Rico credential catalogue (issue 27): the credential types with the rules in force, and
 * a super admin's override of the uncertain numbers (cycle months, grace stages).
 */
import * as z from 'zod/mini';
import { CREDENTIAL_TYPES, DOCUMENT_CONTEXTS, DOCUMENT_TYPES } from '../../domain/constants';
import {
  CE_REQUIRED_HOURS_MAX,
  CE_REQUIRED_HOURS_MIN,
  CE_TRACKED_TYPES,
  GRACE_STAGES,
  GRACE_UNITS,
} from '../../domain/credentials/catalogue';

const names = z.object({ en: z.string(), es: z.string() });

export const graceStageRule = z.object({
  stage: z.enum(GRACE_STAGES, { error: 'Stage must be expired_fine, inactivated or cancelled' }),
  after: z
    .number()
    .check(
      z.int({ error: 'The stage must start after a whole number of days or months' }),
      z.minimum(1, { error: 'The stage must start at least 1 day or month after expiry' }),
      z.maximum(730, { error: 'The stage must start within 730 days or months' }),
    ),
  unit: z.enum(GRACE_UNITS, { error: 'Unit must be days or months' }),
});

export const credentialTypeRecord = z.object({
  type: z.enum(DOCUMENT_TYPES),
  holder: z.enum(['person', 'pharmacy']),
  names,
  issuer: names,
  /** Contexts in which the type is required before submitting for review; empty: optional everywhere. */
  requiredIn: z.array(z.enum(DOCUMENT_CONTEXTS)),
  /** Months between renewals in force; null: it does not renew on a cycle. */
  cycleMonths: z.nullable(z.number()),
  /** How the next expiry date is set: from the issue date, or the month of first registration (staggered). */
  anchor: z.enum(['issue_date', 'registration_month', 'none']),
  graceStages: z.array(graceStageRule),
  /** Contact hours of continuing education required per cycle in force; null: Lunia does not track its CE. */
  ceHours: z.nullable(z.number()),
  certainty: z.enum(['confirmed', 'uncertain']),
  /** A super admin changed the catalogue's numbers for this type. */
  overridden: z.boolean(),
});

export const credentialTypesResponse = z.object({
  credentialTypes: z.array(credentialTypeRecord),
  /** When the rules were last changed by a super admin, and by whom; null: the catalogue's defaults. */
  rulesUpdatedAt: z.nullable(z.string()),
});

/** One type's numbers; `reset: true` drops the override and the catalogue's defaults apply again. */
export const updateCredentialRulesBody = z
  .object({
    // A CE certificate is a document of an activity, not a credential with rules of its own.
    type: z.enum(CREDENTIAL_TYPES, { error: 'Please choose a credential type' }),
    cycleMonths: z.nullable(
      z
        .number()
        .check(
          z.int({ error: 'The cycle must be a whole number of months' }),
          z.minimum(1, { error: 'The cycle must be at least 1 month' }),
          z.maximum(120, { error: 'The cycle must be at most 120 months' }),
        ),
    ),
    graceStages: z.array(graceStageRule).check(z.maxLength(3, { error: 'At most 3 grace stages' })),
    /** The CE hours per cycle, for a type in CE_TRACKED_TYPES; absent or null: the catalogue's default. */
    ceHours: z.optional(
      z.nullable(
        z.number().check(
          z.int({ error: 'The continuing-education hours must be a whole number' }),
          z.minimum(CE_REQUIRED_HOURS_MIN, {
            error: `The continuing-education hours must be at least ${CE_REQUIRED_HOURS_MIN}`,
          }),
          z.maximum(CE_REQUIRED_HOURS_MAX, {
            error: `The continuing-education hours must be at most ${CE_REQUIRED_HOURS_MAX}`,
          }),
        ),
      ),
    ),
    reset: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.ceHours == null || CE_TRACKED_TYPES.includes(body.type), {
      error: 'Continuing-education hours apply to the pharmacist license only',
      path: ['ceHours'],
    }),
    z.refine((body) => new Set(body.graceStages.map((s) => s.stage)).size === body.graceStages.length, {
      error: 'Each grace stage may appear once',
      path: ['graceStages'],
    }),
  );
export type UpdateCredentialRulesBody = z.infer<typeof updateCredentialRulesBody>;

export const updateCredentialRulesResponse = credentialTypesResponse;
