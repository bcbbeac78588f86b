import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import type { VerificationLinkRow } from '../../../entities/verification-links/api/list-verification-links';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCreateVerificationLink } from '../api/create-verification-link';
import { useRevokeVerificationLink } from '../api/revoke-verification-link';
import { CreateLinkForm } from './create-link-form';
import { NewLinkPanel } from './new-link-panel';
import { VerificationLinksTable } from './verification-links-table';
import '../i18n';

/**
 * The "Employer verification links" section of /account (issue 27): create a link, copy it and
 * print its card while it is new (the url is shown once), list the links with their views, and
 * revoke one (confirmed).
 */
export function VerificationLinksSection({ holderName }: { holderName: string }) {
  const { t } = useTranslation('verification-links');
  const { t: tCommon } = useTranslation('common');
  const createLink = useCreateVerificationLink();
  const revokeLink = useRevokeVerificationLink();
  const [created, setCreated] = useState<{ url: string; expiresAt: string } | null>(null);
  const [revoking, setRevoking] = useState<VerificationLinkRow | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    setRevokeFailure(null);
    try {
      await revokeLink.mutateAsync(revoking.id);
      setRevoked(revoking.label);
      setRevoking(null);
    } catch (error) {
      setRevokeFailure(apiErrorMessage(tCommon, error));
    }
  }

  return (
    <PortalCard
      id="verification-links"
      headingId="verification-links-heading"
      title={t('section.title')}
      description={t('section.description')}
    >
      <div className="mt-4 space-y-6">
        <CreateLinkForm
          onCreate={async (body) => {
            setRevoked(null);
            const response = await createLink.mutateAsync(body);
            setCreated(response.link);
          }}
        />
        {created && <NewLinkPanel link={created} holderName={holderName} onDismiss={() => setCreated(null)} />}
        {revoked && <MessageBanner tone="success">{t('revokeDialog.done', { label: revoked })}</MessageBanner>}
        <VerificationLinksTable
          busy={revokeLink.isPending}
          onRevoke={(link) => {
            setRevokeFailure(null);
            setRevoking(link);
          }}
        />
      </div>
      {revoking && (
        <ConfirmDialog
          title={t('revokeDialog.title', { label: revoking.label })}
          message={t('revokeDialog.message')}
          confirmLabel={t('revokeDialog.confirm')}
          busyLabel={t('revokeDialog.busy')}
          cancelLabel={t('revokeDialog.keep')}
          busy={revokeLink.isPending}
          destructive
          failure={revokeFailure}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setRevoking(null)}
        />
      )}
    </PortalCard>
  );
}
