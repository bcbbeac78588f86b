import { DOCUMENT_TYPES, type DocumentType } from '@lunia/shared/domain/constants';
import { CE_REQUIRED_HOURS } from '@lunia/shared/domain/continuing-education';
import {
  CE_REQUIRED_HOURS_MAX,
  CE_REQUIRED_HOURS_MIN,
  CE_TRACKED_TYPES,
  type GraceStage,
  type GraceStageRule,
} from '@lunia/shared/domain/credentials/catalogue';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type CredentialTypeRecord, useCredentialTypes } from '../../../entities/credentials/api/list-credential-types';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { currentLanguage } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useUpdateCredentialRules } from '../api/update-credential-rules';
import { AdminCard } from './admin-page';
import '../credential-rules-i18n';

const wholeOrEmpty = z.string().check(z.regex(/^\s*\d{0,3}\s*$/, { error: 'wholeNumber' }));
/** The form's fields; the API's schema (updateCredentialRulesBody) checks the numbers' ranges. */
const credentialRulesForm = z.object({
  type: z.enum(DOCUMENT_TYPES),
  cycleMonths: wholeOrEmpty,
  fineDays: wholeOrEmpty,
  inactivatedDays: wholeOrEmpty,
  cancelledMonths: wholeOrEmpty,
  // The same bounds as the API's (updateCredentialRulesBody), said before the round trip.
  ceHours: wholeOrEmpty.check(
    z.refine(
      (value) =>
        value.trim() === '' || (Number(value) >= CE_REQUIRED_HOURS_MIN && Number(value) <= CE_REQUIRED_HOURS_MAX),
      { error: 'ceRange' },
    ),
  ),
});
type FormValues = z.output<typeof credentialRulesForm>;

/** The form's stages: the fine and inactivation in days, the cancellation in months. */
const STAGE_FIELDS = [
  ['fineDays', 'expired_fine', 'days'],
  ['inactivatedDays', 'inactivated', 'days'],
  ['cancelledMonths', 'cancelled', 'months'],
] as const;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

function valuesOf(entry: CredentialTypeRecord): FormValues {
  const stage = (name: GraceStage) => String(entry.graceStages.find((s) => s.stage === name)?.after ?? '');
  return {
    type: entry.type,
    cycleMonths: entry.cycleMonths === null ? '' : String(entry.cycleMonths),
    fineDays: stage('expired_fine'),
    inactivatedDays: stage('inactivated'),
    cancelledMonths: stage('cancelled'),
    ceHours: entry.ceHours === null ? '' : String(entry.ceHours),
  };
}

/**
 * /admin/settings "Credential rules" (issue 27): each credential type's renewal cycle and grace stages
 * in force. A super admin may change the numbers (or reset a type to the catalogue); other admins read.
 */
export function CredentialRulesCard() {
  const { t, i18n } = useTranslation('credentialRules');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage(i18n.language);
  const { isSuperAdmin } = useAuthenticatedSession();
  const catalogue = useCredentialTypes();
  const update = useUpdateCredentialRules();
  const [done, setDone] = useState<'saved' | 'resetDone' | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm<FormValues>({
    resolver: schemaResolver(credentialRulesForm),
    defaultValues: { type: 'controlled_substance_registration' },
  });
  const type = watch('type') as DocumentType;
  const entry = catalogue.data?.credentialTypes.find((candidate) => candidate.type === type);
  const tracksCe = CE_TRACKED_TYPES.includes(type);
  // A type chosen (or the catalogue loaded or saved): the fields show that type's rule in force.
  useEffect(() => {
    if (entry) reset(valuesOf(entry));
  }, [entry, reset]);

  const stageText = (stage: GraceStageRule) =>
    t(`stageSummary.${stage.stage}`, { after: stage.after, unit: t(`units.${stage.unit}`) });
  const summary = entry
    ? [
        entry.cycleMonths === null ? t('cycleNone') : t('cycleMonths', { count: entry.cycleMonths }),
        entry.graceStages.length > 0 ? entry.graceStages.map(stageText).join(', ') : t('noStages'),
        ...(entry.ceHours === null ? [] : [t('ceSummary', { count: entry.ceHours })]),
        entry.overridden ? t('overridden') : t('defaults'),
      ].join(' · ')
    : '';

  function save(values: FormValues, resetToCatalogue = false) {
    setDone(null);
    const graceStages = STAGE_FIELDS.flatMap(([field, stage, unit]) => {
      const after = numberOrNull(values[field]);
      return after === null ? [] : [{ stage, after, unit }];
    });
    const ceHours = CE_TRACKED_TYPES.includes(values.type) ? { ceHours: numberOrNull(values.ceHours) } : {};
    update.mutate(
      {
        type: values.type,
        cycleMonths: numberOrNull(values.cycleMonths),
        graceStages,
        ...ceHours,
        reset: resetToCatalogue,
      },
      { onSuccess: () => setDone(resetToCatalogue ? 'resetDone' : 'saved') },
    );
  }

  const fieldError = (name: keyof FormValues) => {
    const error = formState.errors[name];
    if (!error) return undefined;
    return error.message === 'ceRange'
      ? t('fields.ceRange', { min: CE_REQUIRED_HOURS_MIN, max: CE_REQUIRED_HOURS_MAX })
      : t('fields.wholeNumber');
  };
  return (
    <AdminCard headingId="credential-rules-heading" title={t('title')} description={t('description')}>
      <div className="mt-4 space-y-4">
        {catalogue.isPending && <p className="text-slate-600 text-sm dark:text-slate-400">{t('loading')}</p>}
        {catalogue.isError && <MessageBanner tone="error">{t('loadFailed')}</MessageBanner>}
        {catalogue.data && (
          <form noValidate onSubmit={handleSubmit((values) => save(values))} className="space-y-4">
            <SelectField label={t('type')} {...register('type', { onChange: () => setDone(null) })}>
              {catalogue.data.credentialTypes.map((candidate) => (
                <option key={candidate.type} value={candidate.type}>
                  {candidate.names[language]}
                </option>
              ))}
            </SelectField>
            <p className="text-slate-700 text-sm dark:text-slate-300">{t('current', { rule: summary })}</p>
            {isSuperAdmin ? (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('fields.cycleMonths')}
                    hint={t('fields.cycleHint')}
                    inputMode="numeric"
                    error={fieldError('cycleMonths')}
                    {...register('cycleMonths')}
                  />
                  <TextField
                    label={t('fields.fineDays')}
                    hint={t('fields.stageHint')}
                    inputMode="numeric"
                    error={fieldError('fineDays')}
                    {...register('fineDays')}
                  />
                  <TextField
                    label={t('fields.inactivatedDays')}
                    hint={t('fields.stageHint')}
                    inputMode="numeric"
                    error={fieldError('inactivatedDays')}
                    {...register('inactivatedDays')}
                  />
                  <TextField
                    label={t('fields.cancelledMonths')}
                    hint={t('fields.stageHint')}
                    inputMode="numeric"
                    error={fieldError('cancelledMonths')}
                    {...register('cancelledMonths')}
                  />
                  {tracksCe && (
                    <TextField
                      label={t('fields.ceHours')}
                      hint={t('fields.ceHint', {
                        min: CE_REQUIRED_HOURS_MIN,
                        max: CE_REQUIRED_HOURS_MAX,
                        default: CE_REQUIRED_HOURS,
                      })}
                      inputMode="numeric"
                      error={fieldError('ceHours')}
                      {...register('ceHours')}
                    />
                  )}
                </div>
                {update.isError && <MessageBanner tone="error">{apiErrorMessage(tCommon, update.error)}</MessageBanner>}
                <p role="status" className="text-emerald-800 text-sm dark:text-emerald-300">
                  {done ? t(done) : ''}
                </p>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={update.isPending || !entry?.overridden}
                    onClick={handleSubmit((values) => save(values, true))}
                  >
                    {t('reset')}
                  </Button>
                  <Button type="submit" disabled={update.isPending}>
                    {update.isPending ? t('saving') : t('save')}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-slate-600 text-sm dark:text-slate-400">{t('readOnly')}</p>
            )}
          </form>
        )}
      </div>
    </AdminCard>
  );
}
