import * as z from 'zod/mini';
import { LANGUAGES, MAX_LONG_TEXT, MAX_SHORT_TEXT } from '../../domain/constants';
import { type NameKind, nameIssueFormat, nameProblem, nameProblemMessage } from '../../domain/names';

/** A required, trimmed, bounded text field with a message users can read. */
export const requiredText = (label: string, max = MAX_SHORT_TEXT) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );

/** An optional trimmed text field; absent means empty. */
export const optionalText = (label: string, max = MAX_SHORT_TEXT) =>
  z._default(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters` })),
    '',
  );

/**
 * The name rule of shared/src/domain/names.ts as a check: an `invalid_format` issue whose `format`
 * (`person-name:link`, …) the web's forms translate, with an English message for the API's answer.
 * With `kept`, the name stored now passes unchanged (written before the rule: validated on write only).
 */
export const nameRule = (kind: NameKind, label: string, kept?: string) =>
  z.superRefine<string>((value, ctx) => {
    if (kept !== undefined && value.trim() === kept.trim()) return;
    const problem = nameProblem(kind, value);
    if (!problem) return;
    ctx.addIssue({
      code: 'invalid_format',
      format: nameIssueFormat(kind, problem),
      input: value,
      message: nameProblemMessage(kind, label, problem),
    });
  });

/** A person's first or last name, where a new one is written (registration, name change). */
export const personNameField = (label: string) => requiredText(label).check(nameRule('person', label));

/**
 * A name edited in a form that always sends it (the profile): the rule holds for a new name, while
 * the name stored now (`kept`, perhaps written before the rule) may be sent back unchanged.
 */
export const editedNameField = (kind: NameKind, label: string, kept: string) =>
  requiredText(label).check(nameRule(kind, label, kept));

export const longText = (label: string) => requiredText(label, MAX_LONG_TEXT);
export const optionalLongText = (label: string) => optionalText(label, MAX_LONG_TEXT);

export const emailField = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: 'Email is required' }),
    z.maxLength(254, { error: 'Email must be at most 254 characters' }),
    z.email({ error: 'Please enter a valid email address' }),
  );

export const languageField = z._default(z.enum(LANGUAGES, { error: 'Language must be en or es' }), 'en');

export const idParam = (label: string) =>
  z
    .string()
    .check(
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9_-]+$/, { error: `${label} is invalid` }),
    );

export const successResponse = z.object({ success: z.literal(true) });
export const messageResponse = z.object({ message: z.string() });
export const emptyObject = z.object({});

export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  field: z.optional(z.string()),
  /** What the code's entry in shared/src/errors.ts says it carries (e.g. a date to propose). */
  details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pageQuery = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
