import { effectiveOrganizationModules, freeModulesToActivate } from '@lunia/shared/domain/organization-modules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { useOrganization } from '../../../entities/organization/api/get-organization';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useActivateBookrx } from '../api/activate-organization-modules';

/**
 * The page header's BookRx control (spec §2, §4): a "BookRx Active" badge, or an "Activate BookRx"
 * button. A verified organization without BookRx gets it activated as soon as this screen opens (once
 * per organization and visit; the button retries after a failure), then the organization and the
 * session's organizations are read again. Only the owner and admins activate (`canActivate`); an
 * organization that is not verified yet is told why BookRx is not available.
 */
export function BookrxActivation({ orgId, name, canActivate }: { orgId: string; name: string; canActivate: boolean }) {
  const { t } = useTranslation('organization-admin');
  const organization = useOrganization(orgId);
  const activation = useActivateBookrx(orgId);
  const { mutate } = activation;
  const attempted = useRef<string | null>(null);

  const data = organization.data;
  const active = data ? effectiveOrganizationModules(data).includes('bookrx') : false;
  const toActivate = data ? freeModulesToActivate(data).includes('bookrx') : false;

  useEffect(() => {
    if (!canActivate || !toActivate || attempted.current === orgId) return;
    attempted.current = orgId;
    mutate();
  }, [canActivate, toActivate, orgId, mutate]);

  if (organization.isPending) {
    return <p className="text-slate-600 text-sm dark:text-slate-400">{t('modules.checking')}</p>;
  }
  if (organization.isError) {
    return (
      <PageState
        kind="error"
        className="max-w-md"
        message={t('modules.loadFailed')}
        onRetry={() => void organization.refetch()}
        retryLabel={t('modules.retry')}
      />
    );
  }
  if (active) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-800 text-sm ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30">
        <CheckCircleIcon className="size-4" />
        {t('modules.active')}
      </span>
    );
  }
  if (!toActivate) {
    // Not verified: modules are active only for verified organizations (§4).
    return (
      <div className="max-w-md space-y-2 text-sm">
        <p className="text-slate-700 dark:text-slate-300">{t('modules.afterVerification', { name })}</p>
        <ButtonLink
          to={paths.documentUpload}
          state={{ context: 'organization', flow: 'pharmacy' }}
          variant="secondary"
          className="px-3 py-1.5"
        >
          {t('modules.documentsLink')}
        </ButtonLink>
      </div>
    );
  }
  if (!canActivate) {
    return (
      <p className="max-w-md text-slate-700 text-sm dark:text-slate-300">{t('modules.adminsActivate', { name })}</p>
    );
  }
  return (
    <div className="max-w-md space-y-2">
      <Button onClick={() => activation.mutate()} disabled={activation.isPending}>
        {activation.isPending ? t('modules.activating') : t('modules.activate')}
      </Button>
      {activation.isError && (
        <MessageBanner tone="error">
          {activation.error instanceof ApiError && activation.error.code === 'ORGANIZATION_NOT_VERIFIED'
            ? t('modules.errors.notVerified')
            : t('modules.errors.failed')}
        </MessageBanner>
      )}
    </div>
  );
}
