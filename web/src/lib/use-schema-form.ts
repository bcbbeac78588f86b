import { type FieldPath, type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import { schemaResolver, type ValidatingSchema } from './schema-resolver';

/**
 * A signed-in form on a shared schema: react-hook-form with `schemaResolver`, checked again only on
 * submit, plus `field(name)`, the registration that clears that field's error as soon as it is edited
 * and calls `onEdit` (where the form clears its banner).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: ValidatingSchema<Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>,
  onEdit: () => void,
) {
  const form = useForm<Input, unknown, Output>({
    reValidateMode: 'onSubmit',
    ...options,
    resolver: schemaResolver<Input, Output>(schema),
  });
  const field = (name: FieldPath<Input>) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit();
      },
    });
  return { ...form, field };
}
