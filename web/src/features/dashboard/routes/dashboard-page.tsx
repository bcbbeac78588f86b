import { type IndividualAccessStatus, individualAccessStatus } from '@lunia/shared/domain/access-status';
import { type BookrxButtonTarget, bookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import { canAdministerOrganization } from '@lunia/shared/domain/organization-roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard, PortalPageHeader } from '../../../components/ui/portal-card';
import { useOrganizationAccessStatus } from '../../../entities/organization/organization-access';
import { useOrganizationSuspension } from '../../../entities/organization/organization-suspension';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { profileQueryOptions } from '../../../lib/auth/get-profile';
import { bookrxButtonAction, ORGANIZATION_BILLING_PATH } from '../../../lib/bookrx-button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { DashboardModules } from '../components/dashboard-modules';
import { DeniedDocumentsAlert } from '../components/denied-documents-alert';
import { InvitationsSection } from '../components/invitations-section';
import { PaymentReturnNotice } from '../components/payment-return-notice';
import { StatsCards } from '../components/stats-cards';
import '../i18n';

/** Portal spec §2: before 12 morning, before 18 afternoon, otherwise evening (the visitor's local time). */
export function greetingKey(hour: number) {
  if (hour < 12) return 'greeting.morning' as const;
  if (hour < 18) return 'greeting.afternoon' as const;
  return 'greeting.evening' as const;
}

const ACCESS_STATUS_KEY = {
  active: 'bookrx.active',
  pending_verification: 'bookrx.pending',
  not_submitted: 'bookrx.notSubmitted',
} as const satisfies Record<IndividualAccessStatus, string>;

/** The card's second link, to the documents, when the BookRx button leads there (BookRx opens from its page). */
const DOCUMENTS_LINK_KEY = {
  'open-bookrx': null,
  'document-upload': 'bookrx.uploadLink',
  'document-upload-review': 'bookrx.reviewLink',
  'organization-billing': null,
} as const satisfies Record<BookrxButtonTarget, string | null>;

/** One "label: value" line of the BookRx card (a term and its description). */
function StatusLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="inline font-semibold text-slate-900 dark:text-white">{label}: </dt>
      <dd className="inline">{value}</dd>
    </div>
  );
}

/** /dashboard: the signed-in landing (a shell that later issues fill in). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useAuthenticatedSession();
  // Re-read the user when the dashboard opens, at most every 30 s (the query's stale time).
  const profile = useQuery(profileQueryOptions());
  // Issue 14: required documents past their expiry date, the reason BookRx access fell back.
  const expired = profile.data?.expiredRequiredDocuments ?? [];
  const activeOrganizationId = useActiveOrganizationId();
  const organizationAccess = useOrganizationAccessStatus(
    session.organizations.find((organization) => organization.id === activeOrganizationId),
  );
  // Issue 24: Lunia suspended the active organization (its modules do not open).
  const suspension = useOrganizationSuspension(session.isAdmin ? null : activeOrganizationId);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  if (session.isAdmin) return <Navigate to={paths.adminDashboard} replace />;

  const { user, organizations } = session;
  const activeOrganization = organizations.find((organization) => organization.id === activeOrganizationId);
  const managesOrganization =
    activeOrganization && canAdministerOrganization({ userType: user.userType, role: activeOrganization.role });
  // A suspended organization says so, never "Active" beside it (issue 40).
  const organizationStatusKey = organizationAccess.suspended
    ? ('bookrx.organizationStatus.suspended' as const)
    : organizationAccess.status
      ? (`bookrx.organizationStatus.${organizationAccess.status}` as const)
      : organizationAccess.isError
        ? ('bookrx.organizationStatus.failed' as const)
        : ('bookrx.organizationStatus.loading' as const);
  // verified_pending_activation (spec §4): those who administer the organization activate BookRx there.
  const showActivateLink =
    managesOrganization &&
    !organizationAccess.suspended &&
    organizationAccess.status !== undefined &&
    bookrxButtonTarget(organizationAccess.status) === 'organization-billing';
  const access = individualAccessStatus(user);
  const target = bookrxButtonTarget(access);
  const action = bookrxButtonAction(target, 'individual');
  const documentsLinkKey = DOCUMENTS_LINK_KEY[target];

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PaymentReturnNotice />
      <PortalPageHeader
        title={t(greetingKey(new Date().getHours()), { name: user.firstName })}
        subtitle={
          activeOrganization ? t('subtitleOrganization', { name: activeOrganization.name }) : t('subtitleIndividual')
        }
      />

      {suspension && <MessageBanner tone="error">{t('suspended', { reason: suspension.reason })}</MessageBanner>}

      <ExpiredDocumentsAlert
        documents={expired}
        renderAction={(document, label) => (
          <ButtonLink
            to={paths.documentUpload}
            state={{ context: 'individual', flow: 'pharmacist', renew: document.type }}
            variant="secondary"
          >
            {label}
          </ButtonLink>
        )}
      />

      <DeniedDocumentsAlert />

      <StatsCards organization={activeOrganization ?? undefined} userType={user.userType} />

      <InvitationsSection />

      <DashboardModules
        organization={activeOrganization}
        individualActive={access === 'active'}
        details={{
          bookrx: (
            <>
              <dl className="space-y-1">
                <StatusLine
                  label={activeOrganization ? t('bookrx.yourStatusLabel') : t('bookrx.statusLabel')}
                  value={t(ACCESS_STATUS_KEY[access])}
                />
                {activeOrganization && <StatusLine label={activeOrganization.name} value={t(organizationStatusKey)} />}
              </dl>
              <details className="text-slate-700 dark:text-slate-300">
                <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
                  {t('bookrx.stepsTitle')}
                </summary>
                <ol className="mt-2 list-inside list-decimal space-y-1">
                  <li>{t('bookrx.steps.submit')}</li>
                  <li>{t('bookrx.steps.access')}</li>
                  <li>{t('bookrx.steps.earn')}</li>
                </ol>
              </details>
              <div className="flex flex-wrap gap-3">
                <ButtonLink to={paths.bookrxNetwork} variant="secondary">
                  {t('bookrx.networkLink')}
                </ButtonLink>
                {showActivateLink && (
                  <ButtonLink to={ORGANIZATION_BILLING_PATH} variant="secondary">
                    {t('bookrx.activateLink')}
                  </ButtonLink>
                )}
                {action.kind === 'navigate' && documentsLinkKey && (
                  <ButtonLink to={action.to} state={action.state} variant="secondary">
                    {t(documentsLinkKey)}
                  </ButtonLink>
                )}
              </div>
            </>
          ),
        }}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <PortalCard headingId="account-heading" title={t('account.title')} description={t('account.description')}>
          <ButtonLink to={paths.account} variant="secondary" className="mt-4">
            {t('account.link')}
          </ButtonLink>
        </PortalCard>

        <PortalCard
          headingId="organization-heading"
          title={t('organization.title')}
          description={
            managesOrganization
              ? t('organization.description', { name: activeOrganization.name })
              : t('organization.createDescription')
          }
        >
          <div className="mt-4 flex flex-wrap gap-3">
            {managesOrganization && (
              <>
                <ButtonLink to={paths.organizationAdmin}>{t('organization.manage')}</ButtonLink>
                <ButtonLink
                  to={paths.documentUpload}
                  state={{ context: 'organization', flow: 'pharmacy' }}
                  variant="secondary"
                >
                  {t('organization.documents')}
                </ButtonLink>
              </>
            )}
            <ButtonLink to={paths.createOrganization} variant="secondary">
              {t('organization.create')}
            </ButtonLink>
          </div>
        </PortalCard>
      </div>
    </div>
  );
}
