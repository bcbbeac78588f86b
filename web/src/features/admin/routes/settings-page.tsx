import { useTranslation } from 'react-i18next';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AdminPageHeader, adminCardClasses, ComingSoonBadge } from '../components/admin-page';
import { CounterRecountCard } from '../components/counter-recount-card';
import { CredentialRulesCard } from '../components/credential-rules-card';
import { EmailSuppressionsSection } from '../components/email-suppressions-section';
import { ExpiryCheckCard } from '../components/expiry-check-card';
import { IndexBackfillCard } from '../components/index-backfill-card';
import { ReminderJobsSection } from '../components/reminder-jobs-section';
import { ReviewAlertsCard } from '../components/review-alerts-card';
import { SystemHealthCard } from '../components/system-health-card';
import '../i18n';

/** Settings that do not exist yet: named, marked Coming Soon, with no control that pretends to work. */
const PLACEHOLDERS = ['security', 'database', 'notifications', 'api', 'regional'] as const;

/**
 * /admin/settings (spec §2): System Health with real figures, the counter recount and the index
 * backfill (super admin only), the document-reminder jobs, the e-mail suppression list (issue 26), and the settings the spec only announces (Coming Soon).
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const { isSuperAdmin } = useAuthenticatedSession();
  usePageMeta({ title: t('settings.metaTitle'), description: t('settings.metaDescription') });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <SystemHealthCard />
      <ReviewAlertsCard />
      {isSuperAdmin && <CounterRecountCard />}
      {isSuperAdmin && <IndexBackfillCard />}
      <ReminderJobsSection />
      <EmailSuppressionsSection />
      <ExpiryCheckCard />
      <CredentialRulesCard />
      <section aria-labelledby="settings-placeholders-heading" className="space-y-4">
        <h2 id="settings-placeholders-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
          {t('settings.placeholders.title')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {PLACEHOLDERS.map((key) => (
            <li key={key} aria-labelledby={`settings-${key}`} className={adminCardClasses}>
              <div className="flex items-start justify-between gap-3">
                <h3 id={`settings-${key}`} className="font-semibold text-slate-900 dark:text-white">
                  {t(`settings.placeholders.${key}.title`)}
                </h3>
                <ComingSoonBadge />
              </div>
              <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">
                {t(`settings.placeholders.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
