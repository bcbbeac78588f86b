import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PortalCard } from '../../../components/ui/portal-card';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../paths';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * "Sessions" on /account (issue 25): sign out everywhere, after a confirmation. Every session of the
 * account ends at once (their tokens are refused from the next request), this one too.
 */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  // Awaited here rather than in `mutate`'s callback: signing out unmounts this page before it would run.
  async function confirm() {
    try {
      await signOutEverywhere.mutateAsync();
    } catch {
      return; // shown in the dialog
    }
    // Said once it is done (issue 40): the page that follows is the home page, signed out.
    notify({ type: 'success', title: t('sessions.doneTitle'), message: t('sessions.done') });
    navigate(paths.home, { replace: true });
  }

  const failure = signOutEverywhere.error
    ? signOutEverywhere.error instanceof ApiError
      ? apiErrorMessage(tCommon, signOutEverywhere.error)
      : t('sessions.failed')
    : undefined;

  return (
    <PortalCard headingId="sessions-heading" title={t('sessions.title')} description={t('sessions.description')}>
      <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
        {t('sessions.signOutEverywhere')}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={t('sessions.confirmTitle')}
          message={t('sessions.confirmMessage')}
          confirmLabel={t('sessions.confirm')}
          busyLabel={t('sessions.signingOut')}
          cancelLabel={t('sessions.cancel')}
          busy={signOutEverywhere.isPending}
          failure={failure}
          onConfirm={() => void confirm()}
          onClose={() => {
            setConfirming(false);
            signOutEverywhere.reset();
          }}
        />
      )}
    </PortalCard>
  );
}
