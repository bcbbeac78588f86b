import { CONTACT_ROLES } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { SchemaForm, SchemaFormField } from '../../../components/ui/schema-form';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';

type ContactField = 'name' | 'email' | 'role' | 'organization' | 'message';

const CONTACT_FORM_FIELDS = ['name', 'email', 'role', 'organization', 'message', 'website'] as const;

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/contact-form-code');

/** Spec §3/§5: name, email and message required; role from the spec's list; organization optional. */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const { t: tCommon } = useTranslation();
  const form = useSchemaForm({
    fields: CONTACT_FORM_FIELDS,
    validate: async (values) =>
      (await loadFormCode()).contactMessageForm.safeParse({ ...values, language: currentLanguage(i18n.language) }),
    submit: async (message) => (await loadFormCode()).createContactMessage(message),
    prepare: () =>
      void loadFormCode().then(
        (code) => code.prepareFormProof(),
        () => undefined,
      ),
    successNotification: {
      title: t('form.success.notificationTitle'),
      message: t('form.success.notificationMessage'),
    },
  });
  const field = (name: ContactField, required: boolean) => ({
    form,
    field: name,
    label: t(`form.fields.${name}`),
    required,
  });

  return (
    <SchemaForm
      form={form}
      submitLabel={t('form.submit')}
      confirmation={{
        title: t('form.success.title'),
        message: t('form.success.message'),
        againLabel: tCommon('form.sendAnother'),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SchemaFormField {...field('name', true)}>
          {(control) => <input type="text" autoComplete="name" {...control} />}
        </SchemaFormField>
        <SchemaFormField {...field('email', true)}>
          {(control) => <input type="email" autoComplete="email" {...control} />}
        </SchemaFormField>
        <SchemaFormField {...field('role', false)}>
          {(control) => (
            <select {...control}>
              <option value="">{tCommon('form.chooseOne')}</option>
              {CONTACT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`form.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </SchemaFormField>
        <SchemaFormField {...field('organization', false)}>
          {(control) => <input type="text" autoComplete="organization" {...control} />}
        </SchemaFormField>
      </div>
      <SchemaFormField {...field('message', true)}>{(control) => <textarea rows={5} {...control} />}</SchemaFormField>
    </SchemaForm>
  );
}
