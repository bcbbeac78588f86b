/**
 * The react-hook-form control of a public form and its sending, loaded when the visitor starts on the
 * form (with the form's schema, lib/use-public-form.ts), so a public page's first load carries neither
 * react-hook-form nor zod. It validates with the one resolver (lib/schema-resolver.ts).
 */
import { createFormControl, type FieldErrors, type FieldValues } from 'react-hook-form';
import { fieldErrorFromServerMessage, schemaResolver, type ValidatingSchema } from './schema-resolver';

/** The API answers a public form's submission could get, with a message of their own (`errors.<code>`). */
const KNOWN_FAILURES = new Set([
  'NETWORK_ERROR',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_FAILED',
  'FORM_CHECK_INVALID',
  'FORM_CHECK_EXPIRED',
  'FORM_CHECK_USED',
  'FORM_CHECK_TOO_EARLY',
]);

/** An API failure (lib/api-client.ts `ApiError`), recognised without loading the API client. */
function apiFailureOf(error: unknown): { status: number; code: string; field?: string; message: string } | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined;
  return error as Error & { status: number; code: string; field?: string };
}

export function createPublicFormControl<Data>(
  schema: ValidatingSchema<Data>,
  defaultValues: FieldValues | undefined,
  onErrors: (errors: FieldErrors) => void,
) {
  const form = createFormControl<FieldValues, unknown, Data>({
    resolver: schemaResolver(schema),
    ...(defaultValues ? { defaultValues } : {}),
    reValidateMode: 'onSubmit',
  });
  form.subscribe({ formState: { errors: true }, callback: ({ errors }) => onErrors({ ...errors }) });

  /**
   * Validates and sends. A field the server refuses (400 with its `field`) gets its error and the focus;
   * any other refusal comes back as the API's code, known (`errors.<code>`) or INTERNAL.
   */
  async function submit(
    send: (data: Data) => Promise<unknown>,
    hasField: (name: string) => boolean,
  ): Promise<'sent' | 'invalid' | { failed: string }> {
    let sent = false;
    try {
      await form.handleSubmit(async (data) => {
        await send(data);
        sent = true;
      })();
    } catch (error) {
      const failure = apiFailureOf(error);
      const field = failure?.field;
      if (failure?.status === 400 && field && field !== 'website' && hasField(field)) {
        form.setError(field, fieldErrorFromServerMessage(failure.message), { shouldFocus: true });
        return 'invalid';
      }
      const code = failure?.code ?? 'NETWORK_ERROR';
      return { failed: code === 'TOO_MANY_REQUESTS' || KNOWN_FAILURES.has(code) ? code : 'INTERNAL' };
    }
    // Not valid: react-hook-form has focused the first field with an error.
    return sent ? 'sent' : 'invalid';
  }

  return { ...form, submit };
}

export type PublicFormControl<Data> = ReturnType<typeof createPublicFormControl<Data>>;
