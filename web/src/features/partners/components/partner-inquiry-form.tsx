import { PARTNER_TYPES } from '@lunia/shared/domain/constants';
import { PublicForm, type PublicFormSent } from '../../../components/ui/public-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { translateObject, useStrings } from '../../../lib/strings';
import { usePublicForm } from '../../../lib/use-public-form';

/** The schema, API call and bot check: fetched on the visitor's first focus in the form. */
const loadFormCode = () => import('../api/partner-form-code');

/** Spec §3/§5 (an island of /partners, app/routes/partners-route.tsx): a partnership inquiry, every field required; partner type from the spec's list. */
export function PartnerInquiryForm() {
  const { t } = useStrings('partners');
  const { t: tCommon } = useStrings();
  const form = usePublicForm({
    load: loadFormCode,
    successNotification: translateObject<{ title: string; message: string }>(t, 'form.success.notification'),
  });
  const field = (name: 'name' | 'email' | 'organization' | 'role' | 'partnerType' | 'message') =>
    form.field(name, t(`form.fields.${name}`), true);

  return (
    <PublicForm form={form} sent={translateObject<PublicFormSent>(t, 'form.success')} submitLabel={t('form.submit')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField type="text" autoComplete="name" {...field('name')} />
        <TextField type="email" autoComplete="email" {...field('email')} />
        <TextField type="text" autoComplete="organization" {...field('organization')} />
        <TextField type="text" autoComplete="organization-title" hint={t('form.hints.role')} {...field('role')} />
      </div>
      <SelectField {...field('partnerType')}>
        <option value="">{tCommon('form.chooseOne')}</option>
        {PARTNER_TYPES.map((partnerType) => (
          <option key={partnerType} value={partnerType}>
            {t(`form.partnerTypes.${partnerType}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField rows={5} {...field('message')} />
    </PublicForm>
  );
}
