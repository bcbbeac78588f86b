import { CONTACT_ROLES } from '@lunia/shared/domain/constants';
import { PublicForm, type PublicFormSent } from '../../../components/ui/public-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { translateObject, useStrings } from '../../../lib/strings';
import { usePublicForm } from '../../../lib/use-public-form';

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/contact-form-code');

/** Spec §3/§5: name, email and message required; role from the spec's list; organization optional. */
export function ContactForm() {
  const { t } = useStrings('contact');
  const { t: tCommon } = useStrings();
  const form = usePublicForm({
    load: loadFormCode,
    successNotification: translateObject<{ title: string; message: string }>(t, 'form.success.notification'),
  });
  const label = (name: 'name' | 'email' | 'role' | 'organization' | 'message') => t(`form.fields.${name}`);

  return (
    <PublicForm form={form} sent={translateObject<PublicFormSent>(t, 'form.success')} submitLabel={t('form.submit')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField type="text" autoComplete="name" {...form.field('name', label('name'), true)} />
        <TextField type="email" autoComplete="email" {...form.field('email', label('email'), true)} />
        <SelectField {...form.field('role', label('role'))}>
          <option value="">{tCommon('form.chooseOne')}</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`form.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextField type="text" autoComplete="organization" {...form.field('organization', label('organization'))} />
      </div>
      <TextAreaField rows={5} {...form.field('message', label('message'), true)} />
    </PublicForm>
  );
}
