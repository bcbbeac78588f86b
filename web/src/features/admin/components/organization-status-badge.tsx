import { useTranslation } from 'react-i18next';
import '../i18n';

/** Verified or Pending: the two states the organizations list filters on. */
export function OrganizationStatusBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${
        verified
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200'
      }`}
    >
      {t(`organizations.badge.${verified ? 'verified' : 'pending'}`)}
    </span>
  );
}
