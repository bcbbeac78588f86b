import type { CredentialRule } from '@lunia/shared/domain/credentials/catalogue';
import { standingUnderRule } from '@lunia/shared/domain/credentials/standing';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { useTranslation } from 'react-i18next';
import '../i18n';

/**
 * Past its expiry date, the grace stage a credential's type says it reached (issue 27): "Expired —
 * fine applies", "Inactivated" or "Cancelled". Nothing before that (the expiry badge says the rest).
 */
export function GraceStageBadge({
  expiresOn,
  rule,
  today = puertoRicoToday(),
}: {
  expiresOn: string | null | undefined;
  rule: CredentialRule | undefined;
  today?: string;
}) {
  const { t } = useTranslation('documents');
  if (!rule) return null;
  const standing = standingUnderRule(expiresOn, today, rule);
  if (standing !== 'expired_fine' && standing !== 'inactivated' && standing !== 'cancelled') return null;
  return (
    <span
      data-standing={standing}
      className="inline-flex shrink-0 items-center whitespace-nowrap rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 text-xs ring-1 ring-red-600/30 ring-inset dark:bg-red-950/50 dark:text-red-200 dark:ring-red-400/40"
    >
      {t(`standing.${standing}`)}
    </span>
  );
}
