import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { notify } from './notifications';

/** Why a field was rejected; kept as data so the message follows a language switch. */
export type FieldErrorReason =
  | { kind: 'required' }
  | { kind: 'invalidEmail' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalid' };

/** Minimal shape of a zod issue, so this module does not depend on zod's types. */
interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: unknown;
}

type SafeParse<Data> =
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

interface SchemaFormOptions<Field extends string, Data> {
  /** Every input of the form (the honeypot `website` included), with its initial value. */
  initialValues: Record<Field, string>;
  /** The shared request schema's `safeParse`, given the values (the caller adds e.g. the language). */
  validate: (values: Record<Field, string>) => SafeParse<Data>;
  /** Sends the validated data. */
  submit: (data: Data) => Promise<unknown>;
  /** Shown as a notification when the submission is accepted. */
  successNotification: { title: string; message: string };
}

/**
 * State of a public form validated with the API's own schema: values, field errors (client and
 * server, on the field they belong to), submitting/success, and notifications for the outcome. Public
 * pages use this instead of react-hook-form to keep their chunks small.
 */
export function useSchemaForm<Field extends string, Data>({
  initialValues,
  validate,
  submit,
  successNotification,
}: SchemaFormOptions<Field, Data>) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldErrorReason>>>({});
  const [status, setStatus] = useState<SubmissionStatus>('idle');

  const isField = (name: unknown): name is Field => typeof name === 'string' && name in initialValues;
  const fieldId = (field: Field) => `${idPrefix}-${field}`;
  const focusField = (field: Field) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();

  function errorMessage(field: Field, label: string): string | undefined {
    const reason = errors[field];
    if (!reason) return undefined;
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

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    if (!isField(name)) return;
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const { [name]: _cleared, ...rest } = previous;
      return rest as Partial<Record<Field, FieldErrorReason>>;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const validation = validate(values);
    if (!validation.success) {
      const found: Partial<Record<Field, FieldErrorReason>> = {};
      for (const issue of validation.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = reasonFromIssue(field, issue);
      }
      setErrors(found);
      const first = (Object.keys(initialValues) as Field[]).find((field) => found[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      await submit(validation.data);
      setStatus('success');
      notify({ type: 'success', ...successNotification });
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.status === 400 && isField(error.field) && error.field !== 'website') {
        const field = error.field;
        setErrors({ [field]: reasonFromServerMessage(error.message) } as Partial<Record<Field, FieldErrorReason>>);
        focusField(field);
        return;
      }
      const code = error instanceof ApiError ? error.code : 'NETWORK_ERROR';
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
  }

  function reset() {
    setValues(initialValues);
    setErrors({});
    setStatus('idle');
  }

  const control = (field: Field) => ({
    name: field,
    value: values[field],
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

  return { formRef, values, errors, status, fieldId, errorMessage, fieldProps, handleSubmit, reset, control };
}

/** What `useSchemaForm` returns, for components that render part of such a form. */
export type SchemaFormState<Field extends string> = ReturnType<typeof useSchemaForm<Field, unknown>>;
