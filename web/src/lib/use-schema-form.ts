import type { TFunction } from 'i18next';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './notifications';

/** Why a field was rejected; kept as data so the message follows a language switch. */
export type FieldErrorReason =
  | { kind: 'required' }
  | { kind: 'invalidEmail' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalid' };

/** Minimal shape of a zod issue, so this module does not depend on zod's types. */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

export type SafeParse<Data> =
  | { success: true; data: Data }
  | { success: false; error: { issues: readonly ValidationIssue[] } };

export type SubmissionStatus = 'idle' | 'submitting' | 'success';

function reasonFromIssue(field: string, issue: ValidationIssue): FieldErrorReason {
  switch (issue.code) {
    case 'too_small':
      return { kind: 'required' };
    case 'too_big':
      return { kind: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_format':
      return field === 'email' ? { kind: 'invalidEmail' } : { kind: 'invalid' };
    case 'invalid_value':
    case 'invalid_union':
      // An empty select (partner type) fails the enum: for the visitor that is a missing answer.
      return { kind: 'required' };
    default:
      return { kind: 'invalid' };
  }
}

/** The first problem of each of the form's fields, from the shared schema's validation issues. */
export function fieldErrorsFromIssues<Field extends string>(
  fields: readonly Field[],
  issues: readonly ValidationIssue[],
): Partial<Record<Field, FieldErrorReason>> {
  const found: Partial<Record<Field, FieldErrorReason>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (fields.includes(field as Field) && !found[field as Field]) {
      found[field as Field] = reasonFromIssue(field as Field, issue);
    }
  }
  return found;
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

/** The message a visitor reads for a rejected field (`t` of the `common` namespace). */
export function fieldErrorMessage(t: TFunction<'common'>, reason: FieldErrorReason, label: string): string {
  switch (reason.kind) {
    case 'required':
      return t('form.errors.required', { field: label });
    case 'invalidEmail':
      return t('form.errors.invalidEmail');
    case 'tooLong':
      return t('form.errors.tooLong', { field: label, max: reason.max });
    case 'invalid':
      return t('form.errors.invalid', { field: label });
  }
}

/**
 * What the form's controls hold, read from the page itself: the controls are uncontrolled, so what a
 * visitor typed into the prerendered form before the app took over is kept and sent.
 */
export function formValues<Field extends string>(form: HTMLFormElement, fields: readonly Field[]) {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<Field, string>;
}

/** An API failure (lib/api-client.ts `ApiError`), recognised without loading the API client. */
export function apiFailureOf(
  error: unknown,
): { status: number; code: string; field: string | undefined; message: string } | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined;
  const { status, code, field } = error as Error & { status: number; code: string; field?: string };
  return { status, code, field, message: error.message };
}

interface SchemaFormOptions<Field extends string, Data> {
  /** Every input of the form (the honeypot `website` included), in the order they are shown. */
  fields: readonly Field[];
  /**
   * The shared request schema's `safeParse`, given the values (the caller adds e.g. the language). It
   * may load the schema first: the validation and sending code is a chunk of its own, fetched when the
   * visitor starts on the form (`prepare`), so a public page's first load carries none of it.
   */
  validate: (values: Record<Field, string>) => Promise<SafeParse<Data>>;
  /** Sends the validated data. */
  submit: (data: Data) => Promise<unknown>;
  /** Called on the visitor's first focus in the form: loads the form's code and starts the bot check. */
  prepare: () => void;
  /** Shown as a notification when the submission is accepted. */
  successNotification: { title: string; message: string };
}

/**
 * State of a public form validated with the API's own schema: field errors (client and server, on the
 * field they belong to), submitting/success, and notifications for the outcome. The controls are
 * uncontrolled (their values live in the page), so text typed before hydration survives it. Public
 * pages use this instead of react-hook-form to keep their chunks small.
 */
export function useSchemaForm<Field extends string, Data>({
  fields,
  validate,
  submit,
  prepare,
  successNotification,
}: SchemaFormOptions<Field, Data>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldErrorReason>>>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');

  const isField = (name: unknown): name is Field => fields.includes(name as Field);
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const focusField = (field: Field) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();

  function errorMessage(field: Field, label: string): string | undefined {
    const reason = errors[field];
    return reason ? fieldErrorMessage(t, reason, label) : undefined;
  }

  function handleChange(event: { target: { name: string } }) {
    const { name } = event.target;
    if (!isField(name)) return;
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _cleared, ...rest } = previous;
      return rest as Partial<Record<Field, FieldErrorReason>>;
    });
  }

  function failed(code: string) {
    // The per-IP limit of the public forms (issue 13): say when to try again.
    if (code === 'TOO_MANY_REQUESTS') {
      notify({ type: 'error', title: t('form.failedTitle'), message: t('form.errors.tooManySubmissions') });
      return;
    }
    const known = [
      'NETWORK_ERROR',
      'PAYLOAD_TOO_LARGE',
      'VALIDATION_FAILED',
      'FORM_CHECK_INVALID',
      'FORM_CHECK_EXPIRED',
      'FORM_CHECK_USED',
      'FORM_CHECK_TOO_EARLY',
    ] as const;
    const messageCode = known.find((candidate) => candidate === code) ?? 'INTERNAL';
    notify({ type: 'error', title: t('form.failedTitle'), message: t(`errors.${messageCode}`) });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const values = formValues(event.currentTarget, fields);
    setStatus('submitting');
    let validation: SafeParse<Data>;
    try {
      validation = await validate(values);
    } catch {
      // The form's code could not be fetched (offline): nothing was sent.
      setStatus('idle');
      failed('NETWORK_ERROR');
      return;
    }
    if (!validation.success) {
      const found = fieldErrorsFromIssues(fields, validation.error.issues);
      setStatus('idle');
      setErrors(found);
      const first = fields.find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    try {
      await submit(validation.data);
      setStatus('success');
      notify({ type: 'success', ...successNotification });
    } catch (error) {
      setStatus('idle');
      const failure = apiFailureOf(error);
      if (failure?.status === 400 && isField(failure.field) && failure.field !== 'website') {
        const field = failure.field;
        setErrors({ [field]: reasonFromServerMessage(failure.message) } as Partial<Record<Field, FieldErrorReason>>);
        focusField(field);
        return;
      }
      failed(failure?.code ?? 'NETWORK_ERROR');
    }
  }

  function reset() {
    setErrors({});
    setStatus('idle');
  }

  const control = (field: Field) => ({
    name: field,
    onChange: handleChange,
    'data-invalid': errors[field] ? true : undefined,
  });

  /** What a field's label, required marker and error need: its id, label and message in the visitor's language. */
  const fieldProps = (field: Field, label: string, required: boolean) => ({
    id: fieldId(field),
    label,
    required,
    error: errorMessage(field, label),
  });

  return { formRef, errors, status, fieldId, errorMessage, fieldProps, handleSubmit, reset, control, prepare };
}

/** What `useSchemaForm` returns, for components that render part of such a form. */
export type SchemaFormState<Field extends string> = ReturnType<typeof useSchemaForm<Field, unknown>>;
