import { contactMessageBody } from '@lunia/shared/api/schemas/public';
import { CONTACT_ROLES } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormConfirmation } from '../../../components/ui/form-confirmation';
import { FormField, formControlClasses } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { createContactMessage } from '../api/create-contact-message';

type ContactField = 'name' | 'email' | 'role' | 'organization' | 'message';

/** Spec §3/§5: name, email and message required; role from the spec's list; organization optional. */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const { t: tCommon } = useTranslation();
  const form = useSchemaForm({
    initialValues: { name: '', email: '', role: '', organization: '', message: '', website: '' },
    validate: (values) => contactMessageBody.safeParse({ ...values, language: currentLanguage(i18n.language) }),
    submit: createContactMessage,
    successNotification: {
      title: t('form.success.notificationTitle'),
      message: t('form.success.notificationMessage'),
    },
  });

  if (form.status === 'success') {
    return (
      <FormConfirmation
        title={t('form.success.title')}
        message={t('form.success.message')}
        againLabel={tCommon('form.sendAnother')}
        onAgain={form.reset}
      />
    );
  }

  const label = (field: ContactField) => t(`form.fields.${field}`);
  const field = (name: ContactField, required: boolean) => ({
    id: form.fieldId(name),
    label: label(name),
    required,
    error: form.errorMessage(name, label(name)),
  });
  const input = (name: ContactField) => ({
    ...form.control(name),
    className: formControlClasses(Boolean(form.errors[name])),
  });
  const isSubmitting = form.status === 'submitting';

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-busy={isSubmitting} className="space-y-5">
      <p className="text-slate-600 text-sm dark:text-slate-400">{tCommon('form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name', true)}>
          {(control) => <input type="text" autoComplete="name" {...control} {...input('name')} />}
        </FormField>
        <FormField {...field('email', true)}>
          {(control) => <input type="email" autoComplete="email" {...control} {...input('email')} />}
        </FormField>
        <FormField {...field('role', false)}>
          {(control) => (
            <select {...control} {...input('role')}>
              <option value="">{tCommon('form.chooseOne')}</option>
              {CONTACT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`form.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...field('organization', false)}>
          {(control) => <input type="text" autoComplete="organization" {...control} {...input('organization')} />}
        </FormField>
      </div>
      <FormField {...field('message', true)}>
        {(control) => <textarea rows={5} {...control} {...input('message')} />}
      </FormField>
      <HoneypotField
        id={form.fieldId('website')}
        label={tCommon('form.honeypot')}
        value={form.values.website}
        onChange={form.control('website').onChange}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? tCommon('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
