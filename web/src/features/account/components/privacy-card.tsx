import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../paths';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { useDownloadMyData } from '../api/export-my-data';

/** How long the "account deleted" message stays on the home page. */
const DELETED_NOTICE_MS = 15_000;

const linkClasses =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

/**
 * "Your data" on /account (issue 25, the privacy page's promises): download everything Lunia holds
 * about you as a JSON file, or delete the account after typing the password. The only owner of an
 * organization is sent to it first (transfer ownership or delete it); on success the browser is signed
 * out and lands on the home page with a message.
 */
export function PrivacyCard() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const remove = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');

  async function confirm() {
    try {
      await remove.mutateAsync({ password });
    } catch {
      return; // shown in the dialog
    }
    notify({
      type: 'success',
      title: t('privacy.deletedTitle'),
      message: t('privacy.deleted'),
      duration: DELETED_NOTICE_MS,
    });
    navigate(paths.home, { replace: true });
  }

  const error = remove.error instanceof ApiError ? remove.error : undefined;
  const passwordError = error?.code === 'PASSWORD_INCORRECT' ? apiErrorMessage(tCommon, error) : undefined;
  const failure =
    error?.code === 'SOLE_OWNER' ? (
      <>
        {t('privacy.soleOwner')}{' '}
        <Link to={paths.organizationAdmin} className={linkClasses}>
          {t('privacy.openOrganization')}
        </Link>
      </>
    ) : remove.error && !passwordError ? (
      error ? (
        apiErrorMessage(tCommon, error)
      ) : (
        t('privacy.deleteFailed')
      )
    ) : undefined;

  return (
    <PortalCard headingId="privacy-heading" title={t('privacy.title')} description={t('privacy.description')}>
      <div className="mt-4 space-y-3">
        {download.isError && (
          <MessageBanner tone="error">
            {download.error instanceof ApiError
              ? apiErrorMessage(tCommon, download.error)
              : t('privacy.downloadFailed')}
          </MessageBanner>
        )}
        {download.isSuccess && <MessageBanner tone="success">{t('privacy.downloaded')}</MessageBanner>}
        <div className="flex flex-col gap-2">
          <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending && <Spinner className="size-4" />}
            {download.isPending ? t('privacy.downloading') : t('privacy.download')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              remove.reset();
              setPassword('');
              setConfirming(true);
            }}
          >
            {t('privacy.delete')}
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('privacy.confirmTitle')}
          message={t('privacy.confirmMessage')}
          confirmLabel={t('privacy.confirm')}
          busyLabel={t('privacy.deleting')}
          cancelLabel={t('privacy.cancel')}
          busy={remove.isPending}
          confirmDisabled={password === ''}
          failure={failure}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          <TextField
            className="mt-4"
            label={t('privacy.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              remove.reset();
            }}
          />
        </ConfirmDialog>
      )}
    </PortalCard>
  );
}
