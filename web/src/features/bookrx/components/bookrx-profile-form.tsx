import { BOOKRX_BIO_MAX_LENGTH, PUERTO_RICO_REGIONS, type PuertoRicoRegion } from '@lunia/shared/domain/bookrx-profile';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useUpdateBookrxProfile } from '../api/update-bookrx-profile';

interface BookrxProfileValues {
  bio: string;
  preferredRegions: PuertoRicoRegion[];
}

/**
 * What the pharmacist tells pharmacies on BookRx: a bio and the regions of Puerto Rico where they
 * prefer shifts (portal-and-admin §7 "BookRx profile GET and PUT"). Saved values come back from the
 * API and replace the cached profile.
 */
export function BookrxProfileForm({ saved }: { saved: BookrxProfileValues }) {
  const { t } = useTranslation('bookrx');
  const { t: tCommon } = useTranslation();
  const regionsLegend = useId();
  const update = useUpdateBookrxProfile();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BookrxProfileValues>({ values: saved, resetOptions: { keepDirtyValues: true } });
  const bioLength = watch('bio').length;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await update.mutateAsync({ bio: values.bio.trim(), preferredRegions: values.preferredRegions });
      setResult({ tone: 'success', message: t('profileForm.saved') });
    } catch (error) {
      // A 4xx names what is wrong (by its code, in the visitor's language); anything else: the spec's message.
      const message =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? apiErrorMessage(tCommon, error)
          : t('profileForm.failed');
      setResult({ tone: 'error', message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
      {result && <MessageBanner tone={result.tone}>{result.message}</MessageBanner>}
      <TextAreaField
        label={t('profileForm.bio')}
        hint={t('profileForm.bioHint', { count: BOOKRX_BIO_MAX_LENGTH - bioLength })}
        error={errors.bio ? t('profileForm.bioTooLong', { max: BOOKRX_BIO_MAX_LENGTH }) : undefined}
        rows={5}
        {...register('bio', {
          maxLength: BOOKRX_BIO_MAX_LENGTH,
          onChange: () => setResult(null),
        })}
      />
      <fieldset aria-describedby={`${regionsLegend}-hint`}>
        <legend className="font-medium text-slate-900 text-sm dark:text-slate-100">{t('profileForm.regions')}</legend>
        <p id={`${regionsLegend}-hint`} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
          {t('profileForm.regionsHint')}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PUERTO_RICO_REGIONS.map((region) => (
            <label key={region} className="flex items-center gap-2 text-slate-800 text-sm dark:text-slate-200">
              <input
                type="checkbox"
                value={region}
                className="size-4 rounded border-slate-400 text-sky-700 focus-visible:outline-2 focus-visible:outline-sky-600"
                {...register('preferredRegions', { onChange: () => setResult(null) })}
              />
              {t(`regions.${region}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? t('profileForm.saving') : t('profileForm.save')}
      </Button>
    </form>
  );
}
