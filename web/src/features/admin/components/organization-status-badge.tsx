import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import '../i18n';

/** Verified or Pending (the two states the organizations list filters on), and Suspended when Lunia suspended it. */
export function OrganizationStatusBadge({ verified, suspended = false }: { verified: boolean; suspended?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${
          verified
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200'
            : 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200'
        }`}
      >
        {t(`organizations.badge.${verified ? 'verified' : 'pending'}`)}
      </span>
      {suspended && <Badge tone="danger">{t('organizations.badge.suspended')}</Badge>}
    </span>
  );
}
