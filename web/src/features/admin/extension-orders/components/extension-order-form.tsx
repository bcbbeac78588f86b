import { type ExtensionOrderBody, extensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { EXTENDABLE_DOCUMENT_TYPES } from '@lunia/shared/domain/extension-orders';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { AdminCard } from '../../components/admin-page';
import '../i18n';

type FormInput = z.input<typeof extensionOrderBody>;
type FieldName = keyof FormInput;

const emptyOrder: FormInput = {
  orderNumber: '',
  issuedOn: '',
  documentTypes: [],
  expiringFrom: '',
  expiringTo: '',
  newExpiresOn: '',
};

const checkboxClasses =
  'size-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-800';

/**
 * The order as the Department issued it (issue 27): number, issue date, the credential types, the
 * window of current expiry dates and the new date. Checked with the API's own schema; a field the
 * server refuses is marked too. `onPreview` throws on failure (the page shows why); `onEdit` runs on
 * every change, so a preview never outlives the terms it was made for.
 */
export function ExtensionOrderForm({
  onPreview,
  onEdit,
}: {
  onPreview: (order: ExtensionOrderBody) => Promise<unknown>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('adminExtensionOrders');
  const {
    field,
    submit,
    markServerField,
    formState: { errors, isSubmitting },
  } = useSchemaForm<FormInput, ExtensionOrderBody>(extensionOrderBody, { defaultValues: emptyOrder }, onEdit);

  const errorText = (name: FieldName) => (errors[name] ? t(`form.errors.${name}`) : undefined);

  // The page shows why a preview failed; the form marks the field the server refused, if any.
  const onSubmit = submit(onPreview, (error) => {
    markServerField(error, { isField: (name) => name in emptyOrder });
    return null;
  });

  const typesError = errorText('documentTypes');
  return (
    <AdminCard headingId="extension-order-form-heading" title={t('form.title')} description={t('form.description')}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.orderNumber')}
            hint={t('form.orderNumberHint')}
            required
            autoComplete="off"
            error={errorText('orderNumber')}
            {...field('orderNumber')}
          />
          <TextField
            label={t('form.issuedOn')}
            type="date"
            required
            error={errorText('issuedOn')}
            {...field('issuedOn')}
          />
        </div>
        <fieldset aria-describedby={typesError ? 'extension-types-error' : undefined}>
          <legend className="font-medium text-slate-900 text-sm dark:text-white">{t('form.documentTypes')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {EXTENDABLE_DOCUMENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-300">
                <input type="checkbox" value={type} className={checkboxClasses} {...field('documentTypes')} />
                {t(`types.${type}`)}
              </label>
            ))}
          </div>
          {typesError && (
            <p id="extension-types-error" className="mt-2 text-red-700 text-sm dark:text-red-300">
              {typesError}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('form.expiringFrom')}
            type="date"
            required
            hint={t('form.windowHint')}
            error={errorText('expiringFrom')}
            {...field('expiringFrom')}
          />
          <TextField
            label={t('form.expiringTo')}
            type="date"
            required
            error={errorText('expiringTo')}
            {...field('expiringTo')}
          />
          <TextField
            label={t('form.newExpiresOn')}
            type="date"
            required
            hint={t('form.newExpiresOnHint')}
            error={errorText('newExpiresOn')}
            {...field('newExpiresOn')}
          />
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.previewing') : t('form.preview')}
        </Button>
      </form>
    </AdminCard>
  );
}
