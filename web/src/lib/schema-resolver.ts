import type { FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrorReason } from './field-error-text';

/**
 * The one resolver of every form: react-hook-form validates with the API's own zod schema from
 * `@lunia/shared` (or a form schema built from its fields), so a form and the server agree. The schema
 * may be given as a loader: the public forms fetch theirs when the visitor sends, so a public page's
 * first load carries no zod. This module knows zod only by the shape of its issues, for that reason.
 */

/** Minimal shape of a zod issue. */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  maximum?: unknown;
  format?: string;
}

/** What the resolver needs of a schema: zod's `safeParseAsync` (zod and zod/mini both have it). */
export interface ValidatingSchema<Output> {
  safeParseAsync(
    value: unknown,
  ): Promise<{ success: true; data: Output } | { success: false; error: { issues: readonly ValidationIssue[] } }>;
}

/** The issue format of a broken name rule (shared/src/domain/names.ts `nameIssueFormat`). */
const NAME_RULE = /^(person|business)-name:(characters|link|start)$/;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function reasonOf(issue: ValidationIssue, value: unknown): { type: FieldErrorReason; message: string } {
  // A blank answer that fails a check (an empty select, a code that must have 6 digits) is a missing answer.
  if (issue.code !== 'custom' && issue.code !== 'too_big' && isBlank(value))
    return { type: 'required', message: issue.message };
  switch (issue.code) {
    case 'too_big':
      return { type: 'tooLong', message: String(issue.maximum) };
    case 'invalid_format':
      if (issue.format && NAME_RULE.test(issue.format)) return { type: 'nameRule', message: issue.format };
      return { type: issue.format === 'email' ? 'invalidEmail' : 'invalid', message: issue.message };
    case 'custom':
      return { type: 'custom', message: issue.message };
    default:
      return { type: 'invalid', message: issue.message };
  }
}

const valueAt = (values: unknown, path: readonly string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/** The first problem of each field, nested as react-hook-form keeps errors (`address.street`). */
export function fieldErrorsFromIssues(values: unknown, issues: readonly ValidationIssue[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const last = path.pop();
    if (last === undefined) continue;
    let parent = errors;
    for (const key of path) {
      parent[key] ??= {};
      parent = parent[key] as Record<string, unknown>;
    }
    parent[last] ??= reasonOf(issue, valueAt(values, [...path, last]));
  }
  return errors;
}

/** The resolver: `useForm({ resolver: schemaResolver(schema) })`, or `schemaResolver(() => import(…))`. */
export function schemaResolver<Input extends FieldValues, Output>(
  schema: ValidatingSchema<Output> | (() => Promise<ValidatingSchema<Output>>),
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const validating = typeof schema === 'function' ? await schema() : schema;
    const result = await validating.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: fieldErrorsFromIssues(values, result.error.issues) as never };
  };
}

/**
 * The server answers a 400 with the shared schema's English message for one `field`; recognise the known
 * ones, as a field error, so the visitor reads them in their language.
 */
export function fieldErrorFromServerMessage(message: string): { type: FieldErrorReason; message: string } {
  if (/ is required$/.test(message)) return { type: 'required', message };
  // The name rules (shared/src/domain/names.ts `nameProblemMessage`).
  if (/ cannot start with =, \+, - or @$/.test(message)) return { type: 'nameRule', message: 'person-name:start' };
  if (/ cannot contain a web address or an e-mail address$/.test(message)) {
    return { type: 'nameRule', message: 'person-name:link' };
  }
  if (/ may contain only letters, spaces, apostrophes, hyphens and periods$/.test(message)) {
    return { type: 'nameRule', message: 'person-name:characters' };
  }
  if (/ may contain only letters, digits, spaces and /.test(message)) {
    return { type: 'nameRule', message: 'business-name:characters' };
  }
  if (/valid email/i.test(message)) return { type: 'invalidEmail', message };
  const tooLong = /at most (\d+) characters/.exec(message);
  if (tooLong?.[1]) return { type: 'tooLong', message: tooLong[1] };
  return { type: 'invalid', message };
}
