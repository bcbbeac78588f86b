import { useTranslation } from 'react-i18next';
import { MessageBanner } from '../../../components/ui/message-banner';
import { useOrganizationSuspension } from '../../../entities/organization/organization-suspension';
import '../i18n';

/** Issue 24: Lunia suspended the organization; its members read why, and that its modules do not open. */
export function OrganizationSuspendedNotice({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const suspension = useOrganizationSuspension(orgId);
  if (!suspension) return null;
  return (
    <MessageBanner tone="error" className="mt-6">
      {t('suspended.banner', { reason: suspension.reason })}
    </MessageBanner>
  );
}
