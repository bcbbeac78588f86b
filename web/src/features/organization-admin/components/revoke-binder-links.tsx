import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useRevokeLocationVerificationLinks } from '../api/revoke-location-verification-links';
import '../i18n';

/**
 * Revoke the QR links of a location's inspection binders (issue 43): after a confirmation that says
 * every binder printed so far will read "revoked" when scanned, the location's binders generated until
 * now stop verifying; the next binder downloaded carries a working link. Beside the binder's download,
 * so for the same organization admins.
 */
export function RevokeBinderLinks({ location }: { location: PharmacyLocation }) {
  const { t } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation('common');
  const revoke = useRevokeLocationVerificationLinks();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function confirm() {
    setFailure(null);
    try {
      await revoke.mutateAsync({ id: location.id });
      setConfirming(false);
      setDone(true);
    } catch (error) {
      setFailure(t('binderLinks.failed', { reason: apiErrorMessage(tCommon, error) }));
    }
  }

  return (
    <>
      <Button
        variant="danger"
        className="px-3 py-1.5"
        disabled={revoke.isPending}
        onClick={() => {
          setDone(false);
          setFailure(null);
          setConfirming(true);
        }}
      >
        {t('binderLinks.revoke')}
        <span className="sr-only"> {location.name}</span>
      </Button>
      {done && (
        <p role="status" className="basis-full text-emerald-800 text-sm dark:text-emerald-300">
          {t('binderLinks.done', { name: location.name })}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('binderLinks.title', { name: location.name })}
          message={t('binderLinks.message')}
          confirmLabel={t('binderLinks.confirm')}
          busyLabel={t('binderLinks.busy')}
          cancelLabel={t('binderLinks.keep')}
          busy={revoke.isPending}
          failure={failure}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
