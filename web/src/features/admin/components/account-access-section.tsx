import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import type { AdminUserRow } from '../../../entities/admin-users/api/list-admin-users';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { useSetUserDisabled } from '../api/account-access';
import { displayName } from '../utils/user-format';
import '../users-i18n';
import { SuperAdminOnly } from './super-admin-only';

/**
 * Disable / enable an account (super_admin, never their own; issue 13). Disabling asks for a
 * confirmation first: the person is signed out everywhere at once and cannot sign in until enabled.
 */
export function AccountAccessSection({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('adminUsers');
  const { t: tCommon } = useTranslation();
  const session = useAuthenticatedSession();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const change = useSetUserDisabled();
  if (session.user.id === user.id) return null;
  const name = displayName(user);
  const apply = (disabled: boolean) =>
    change.mutate({ userId: user.id, disabled }, { onSettled: () => setConfirming(false) });
  return (
    <section aria-labelledby={headingId} className="border-slate-200 border-t pt-4 dark:border-slate-800">
      <h3 id={headingId} className="font-semibold text-base text-slate-900 dark:text-white">
        {t('access.title')}
      </h3>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        {user.disabled ? t('access.disabledText', { name }) : t('access.enabledText', { name })}
      </p>
      {change.isError && (
        <div className="mt-3">
          <MessageBanner tone="error">
            {change.error instanceof ApiError ? apiErrorMessage(tCommon, change.error) : t('access.failed')}
          </MessageBanner>
        </div>
      )}
      {change.isSuccess && (
        <p role="status" className="mt-3 font-medium text-emerald-800 text-sm dark:text-emerald-200">
          {change.data.disabled ? t('access.disabledDone', { name }) : t('access.enabledDone', { name })}
        </p>
      )}
      {!session.isSuperAdmin ? (
        // Support sees the control disabled, and why (issue 40 item 12).
        <div className="mt-3">
          <SuperAdminOnly action="accountAccess">
            {({ disabled, describedBy }) => (
              <Button variant="secondary" disabled={disabled} aria-describedby={describedBy}>
                {user.disabled ? t('access.enable') : t('access.disable')}
              </Button>
            )}
          </SuperAdminOnly>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {user.disabled ? (
            <Button variant="secondary" disabled={change.isPending} onClick={() => apply(false)}>
              {change.isPending ? t('access.working') : t('access.enable')}
            </Button>
          ) : confirming ? (
            <>
              <p className="w-full font-medium text-red-800 text-sm dark:text-red-200">
                {t('access.confirmText', { name })}
              </p>
              <Button disabled={change.isPending} onClick={() => apply(true)}>
                {change.isPending ? t('access.working') : t('access.confirm')}
              </Button>
              <Button variant="secondary" disabled={change.isPending} onClick={() => setConfirming(false)}>
                {t('access.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('access.disable')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
