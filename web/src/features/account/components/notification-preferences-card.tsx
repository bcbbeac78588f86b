import {
  type UpdateNotificationPreferencesBody,
  updateNotificationPreferencesBody,
} from '@lunia/shared/api/schemas/notification-preferences';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@lunia/shared/domain/constants';
import { notificationPreferencesOf, OPTIONAL_EMAILS } from '@lunia/shared/domain/notification-preferences';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { notify } from '../../../lib/notifications';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/** What is always sent, named so the person knows what the switches do not cover. */
const REQUIRED_GROUPS = ['security', 'billing', 'decisions', 'team', 'expiry'] as const;

/**
 * "E-mail notifications" on /account (issue 25): the language of every e-mail to the account, and a
 * switch for each optional e-mail. The e-mails that protect the person or that the law requires are
 * listed as always sent, with no switch.
 */
export function NotificationPreferencesCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const save = useUpdateNotificationPreferences();
  const saved =
    user.notificationPreferences ?? notificationPreferencesOf({ language: user.language ?? DEFAULT_LANGUAGE });
  const {
    field,
    submit,
    failure,
    formState: { isSubmitting, isDirty },
    reset,
  } = useSchemaForm<UpdateNotificationPreferencesBody, UpdateNotificationPreferencesBody>(
    updateNotificationPreferencesBody,
    { defaultValues: saved },
  );

  const onSubmit = submit(
    async (values) => {
      const { preferences } = await save.mutateAsync(values);
      reset(preferences);
      notify({ type: 'success', title: t('notifications.title'), message: t('notifications.saved') });
    },
    (error) => (error instanceof ApiError ? apiErrorMessage(tCommon, error) : t('notifications.failed')),
  );

  return (
    <PortalCard
      headingId="notifications-heading"
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
        <SelectField label={t('notifications.language')} hint={t('notifications.languageHint')} {...field('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`notifications.languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <fieldset className="space-y-3">
          <legend className="font-medium text-slate-900 text-sm dark:text-white">{t('notifications.optional')}</legend>
          {OPTIONAL_EMAILS.map((email) => (
            <div key={email} className="flex items-start gap-3">
              <input
                id={`notification-${email}`}
                type="checkbox"
                aria-describedby={`notification-${email}-hint`}
                className="mt-1 size-4 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-500"
                {...field(`emails.${email}`)}
              />
              <div className="text-sm">
                <label htmlFor={`notification-${email}`} className="font-medium text-slate-900 dark:text-white">
                  {t(`notifications.emails.${email}.label`)}
                </label>
                <p id={`notification-${email}-hint`} className="text-slate-600 dark:text-slate-300">
                  {t(`notifications.emails.${email}.hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
          <h3 className="font-medium text-slate-900 dark:text-white">{t('notifications.requiredTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
            {REQUIRED_GROUPS.map((group) => (
              <li key={group}>{t(`notifications.required.${group}`)}</li>
            ))}
          </ul>
        </div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('notifications.saving') : t('notifications.save')}
        </Button>
      </form>
    </PortalCard>
  );
}
