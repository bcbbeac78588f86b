import { partnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { PARTNER_TYPES } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormConfirmation } from '../../../components/ui/form-confirmation';
import { FormField, formControlClasses } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { createPartnerInquiry } from '../api/create-partner-inquiry';

type PartnerField = 'name' | 'email' | 'organization' | 'role' | 'partnerType' | 'message';

/** Spec §3/§5: a partnership inquiry, every field required; partner type from the spec's list. */
export function PartnerInquiryForm() {
  const { t, i18n } = useTranslation('partners');
  const { t: tCommon } = useTranslation();
  const form = useSchemaForm({
    initialValues: { name: '', email: '', organization: '', role: '', partnerType: '', message: '', website: '' },
    validate: (values) => partnerInquiryBody.safeParse({ ...values, language: currentLanguage(i18n.language) }),
    submit: createPartnerInquiry,
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
        againLabel={t('form.sendAnother')}
        onAgain={form.reset}
      />
    );
  }

  const label = (field: PartnerField) => t(`form.fields.${field}`);
  const field = (name: PartnerField) => ({
    id: form.fieldId(name),
    label: label(name),
    required: true,
    error: form.errorMessage(name, label(name)),
  });
  const input = (name: PartnerField) => ({
    ...form.control(name),
    className: formControlClasses(Boolean(form.errors[name])),
  });
  const isSubmitting = form.status === 'submitting';

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-busy={isSubmitting} className="space-y-5">
      <p className="text-slate-600 text-sm dark:text-slate-400">{tCommon('form.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...field('name')}>
          {(control) => <input type="text" autoComplete="name" {...control} {...input('name')} />}
        </FormField>
        <FormField {...field('email')}>
          {(control) => <input type="email" autoComplete="email" {...control} {...input('email')} />}
        </FormField>
        <FormField {...field('organization')}>
          {(control) => <input type="text" autoComplete="organization" {...control} {...input('organization')} />}
        </FormField>
        <FormField {...field('role')} hint={t('form.hints.role')}>
          {(control) => <input type="text" autoComplete="organization-title" {...control} {...input('role')} />}
        </FormField>
      </div>
      <FormField {...field('partnerType')}>
        {(control) => (
          <select {...control} {...input('partnerType')}>
            <option value="">{tCommon('form.chooseOne')}</option>
            {PARTNER_TYPES.map((partnerType) => (
              <option key={partnerType} value={partnerType}>
                {t(`form.partnerTypes.${partnerType}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('message')}>
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
