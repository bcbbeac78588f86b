import { PARTNER_TYPES } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { SchemaForm, SchemaFormField } from '../../../components/ui/schema-form';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';

type PartnerField = 'name' | 'email' | 'organization' | 'role' | 'partnerType' | 'message';

const PARTNER_FORM_FIELDS = ['name', 'email', 'organization', 'role', 'partnerType', 'message', 'website'] as const;

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/partner-form-code');

/** Spec §3/§5: a partnership inquiry, every field required; partner type from the spec's list. */
export function PartnerInquiryForm() {
  const { t, i18n } = useTranslation('partners');
  const { t: tCommon } = useTranslation();
  const form = useSchemaForm({
    fields: PARTNER_FORM_FIELDS,
    validate: async (values) =>
      (await loadFormCode()).partnerInquiryForm.safeParse({ ...values, language: currentLanguage(i18n.language) }),
    submit: async (inquiry) => (await loadFormCode()).createPartnerInquiry(inquiry),
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
  const field = (name: PartnerField) => ({ form, field: name, label: t(`form.fields.${name}`), required: true });

  return (
    <SchemaForm
      form={form}
      submitLabel={t('form.submit')}
      confirmation={{
        title: t('form.success.title'),
        message: t('form.success.message'),
        againLabel: t('form.sendAnother'),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SchemaFormField {...field('name')}>
          {(control) => <input type="text" autoComplete="name" {...control} />}
        </SchemaFormField>
        <SchemaFormField {...field('email')}>
          {(control) => <input type="email" autoComplete="email" {...control} />}
        </SchemaFormField>
        <SchemaFormField {...field('organization')}>
          {(control) => <input type="text" autoComplete="organization" {...control} />}
        </SchemaFormField>
        <SchemaFormField {...field('role')} hint={t('form.hints.role')}>
          {(control) => <input type="text" autoComplete="organization-title" {...control} />}
        </SchemaFormField>
      </div>
      <SchemaFormField {...field('partnerType')}>
        {(control) => (
          <select {...control}>
            <option value="">{tCommon('form.chooseOne')}</option>
            {PARTNER_TYPES.map((partnerType) => (
              <option key={partnerType} value={partnerType}>
                {t(`form.partnerTypes.${partnerType}`)}
              </option>
            ))}
          </select>
        )}
      </SchemaFormField>
      <SchemaFormField {...field('message')}>{(control) => <textarea rows={5} {...control} />}</SchemaFormField>
    </SchemaForm>
  );
}
