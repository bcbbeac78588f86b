import type { BetaSignupInput } from '@lunia/shared/api/schemas/public';
import type { TFunction } from 'i18next';

/** The fields a visitor fills in (product and language come from the page). */
export const BETA_SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'pharmacyName',
  'pharmacyType',
  'currentSystem',
  'message',
  'website',
] as const satisfies readonly (keyof BetaSignupInput)[];
export type BetaSignupField = (typeof BETA_SIGNUP_FIELDS)[number];

/** Why a field was rejected; kept as data so the message follows a language switch. */
export type FieldErrorReason =
  | { kind: 'required' }
  | { kind: 'invalidEmail' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalid' };

export type FieldErrors = Partial<Record<BetaSignupField, FieldErrorReason>>;

export function isBetaSignupField(name: unknown): name is BetaSignupField {
  return BETA_SIGNUP_FIELDS.includes(name as BetaSignupField);
}

/** Minimal shape of a zod issue, so this module does not depend on zod's types. */
interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

function reasonFromIssue(field: BetaSignupField, issue: ValidationIssue): FieldErrorReason {
  switch (issue.code) {
    case 'too_small':
      return { kind: 'required' };
    case 'too_big':
      return { kind: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_format':
      return field === 'email' ? { kind: 'invalidEmail' } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/** The first problem of each field, from the shared schema's validation issues. */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isBetaSignupField(field) && !errors[field]) errors[field] = reasonFromIssue(field, issue);
  }
  return errors;
}

/**
 * The server answers a 400 with the shared schema's English message; recognise the known ones so the
 * visitor reads them in their language.
 */
export function reasonFromServerMessage(message: string): FieldErrorReason {
  if (/ is required$/.test(message)) return { kind: 'required' };
  if (/valid email/i.test(message)) return { kind: 'invalidEmail' };
  const tooLong = /at most (\d+) characters/.exec(message);
  if (tooLong?.[1]) return { kind: 'tooLong', max: Number(tooLong[1]) };
  return { kind: 'invalid' };
}

/** The message a visitor reads for a rejected field (`t` of the `beta-signup` namespace). */
export function fieldErrorMessage(t: TFunction<'beta-signup'>, reason: FieldErrorReason, label: string): string {
  switch (reason.kind) {
    case 'required':
      return t('errors.required', { field: label });
    case 'invalidEmail':
      return t('errors.invalidEmail');
    case 'tooLong':
      return t('errors.tooLong', { field: label, max: reason.max });
    case 'invalid':
      return t('errors.invalid', { field: label });
  }
}
