import { useState } from 'react';
import { type ErrorOption, type FieldPath, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { ApiError } from './api-client';
import { schemaResolver, type ValidatingSchema } from './schema-resolver';

/**
 * A signed-in form on a shared schema: react-hook-form with `schemaResolver`, checked again only on
 * submit, plus:
 * - `field(name)`, the registration that clears that field's error and the form's `failure` as soon as
 *   it is edited, and calls `onEdit` (where the form clears anything else it shows);
 * - `submit(action, failureOf)`, the submit handler: it clears `failure`, runs `action` with the checked
 *   values and, when that throws, makes `failureOf(error)` the form's `failure` (the banner it shows;
 *   `null` where the error is shown elsewhere, on a field); `setFailure` for a banner set otherwise;
 * - `markServerField(error)`, which puts a refusal the API gave for one `field` on that input.
 */
export function useSchemaForm<Input extends FieldValues, Output, Failure = string>(
  schema: ValidatingSchema<Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
  onEdit?: () => void,
) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<Input, unknown, Output>({
    reValidateMode: 'onSubmit',
    ...options,
    resolver: schemaResolver<Input, Output>(schema),
  });

  /** `valueAsNumber` for a number input, so the shared schema checks a number as the API will. */
  const field = (name: FieldPath<Input>, read?: { valueAsNumber: true }) =>
    form.register(name, {
      ...read,
      onChange: () => {
        form.clearErrors(name);
        setFailure(null);
        onEdit?.();
      },
    });

  const submit = (action: (values: Output) => Promise<unknown>, failureOf: (error: unknown) => Failure | null) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      try {
        await action(values);
      } catch (error) {
        setFailure(failureOf(error));
      }
    });

  /**
   * The form's field an `ApiError` names (the first part of its `field`), marked with `mark` (by
   * default a bare server refusal); `undefined` when the error names none. A field is the form's when
   * `isField(name)`, by default when the form's values have it.
   */
  const markServerField = (
    error: unknown,
    {
      mark = { type: 'server' },
      isField = (name) => name in form.getValues(),
      focus = false,
    }: { mark?: ErrorOption; isField?: (name: string) => boolean; focus?: boolean } = {},
  ): FieldPath<Input> | undefined => {
    const name = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
    if (!name || !isField(name)) return undefined;
    form.setError(name as FieldPath<Input>, mark, { shouldFocus: focus });
    return name as FieldPath<Input>;
  };

  return { ...form, field, failure, setFailure, submit, markServerField };
}
