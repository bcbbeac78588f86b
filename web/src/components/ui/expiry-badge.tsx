import { useTranslation } from 'react-i18next';
import { expiryBadgeMessage, expiryBadgeOf, expiryToneClasses } from '../../lib/document-expiry';
import { currentLanguage } from '../../lib/i18n';
import '../../lib/expiry-i18n';

/**
 * "Expires in N days" (amber, within 60 days), "Expires today" (amber), "Expired on <date>" (red) or
 * "Valid until <date>" (neutral) for a document's expiry date; nothing, or "No expiry date" with
 * `showNone`, when it has none. Today is Puerto Rico's calendar date.
 */
export function ExpiryBadge({
  expiresOn,
  today,
  showNone = false,
  className = '',
}: {
  expiresOn: string | null | undefined;
  today?: string;
  showNone?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('expiry');
  const badge = expiryBadgeOf(expiresOn, today);
  const base = `inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${className}`;
  if (!badge) {
    if (!showNone) return null;
    return <span className={`${base} ${expiryToneClasses.neutral}`}>{t('badge.none')}</span>;
  }
  const { key, values } = expiryBadgeMessage(badge, currentLanguage(i18n.language));
  return (
    <span className={`${base} ${expiryToneClasses[badge.tone]}`} data-expiry={badge.tone}>
      {t(key, values)}
    </span>
  );
}
