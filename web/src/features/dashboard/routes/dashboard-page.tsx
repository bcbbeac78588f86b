import { type IndividualAccessStatus, individualAccessStatus } from '@lunia/shared/domain/access-status';
import { type BookrxButtonTarget, bookrxButtonTarget } from '@lunia/shared/domain/bookrx-button';
import { canAdministerOrganization } from '@lunia/shared/domain/organization-roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { ExpiredDocumentsAlert } from '../../../components/ui/expired-documents-alert';
import { useOrganizationAccessStatus } from '../../../entities/organization/organization-access';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { profileQueryOptions } from '../../../lib/auth/get-profile';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { bookrxButtonAction, ORGANIZATION_BILLING_PATH } from '../../../lib/bookrx-button';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
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

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

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
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  if (session.isAdmin) return <Navigate to={paths.adminDashboard} replace />;

  const { user, organizations } = session;
  const activeOrganization = organizations.find((organization) => organization.id === activeOrganizationId);
  const managesOrganization =
    activeOrganization && canAdministerOrganization({ userType: user.userType, role: activeOrganization.role });
  const organizationStatusKey = organizationAccess.status
    ? (`bookrx.organizationStatus.${organizationAccess.status}` as const)
    : organizationAccess.isError
      ? ('bookrx.organizationStatus.failed' as const)
      : ('bookrx.organizationStatus.loading' as const);
  // verified_pending_activation (spec §4): those who administer the organization activate BookRx there.
  const showActivateLink =
    managesOrganization &&
    organizationAccess.status !== undefined &&
    bookrxButtonTarget(organizationAccess.status) === 'organization-billing';
  const access = individualAccessStatus(user);
  const target = bookrxButtonTarget(access);
  const action = bookrxButtonAction(target, 'individual');
  const documentsLinkKey = DOCUMENTS_LINK_KEY[target];

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PaymentReturnNotice />
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
          {t(greetingKey(new Date().getHours()), { name: user.firstName })}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {activeOrganization ? t('subtitleOrganization', { name: activeOrganization.name }) : t('subtitleIndividual')}
        </p>
      </div>

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

      <StatsCards />

      <InvitationsSection />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="bookrx-heading" className={cardClasses}>
          <h2 id="bookrx-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('bookrx.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('bookrx.description')}</p>
          <p className="mt-4 text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">
              {activeOrganization ? t('bookrx.yourStatusLabel') : t('bookrx.statusLabel')}:{' '}
            </span>
            {t(ACCESS_STATUS_KEY[access])}
          </p>
          {activeOrganization && (
            <p className="mt-1 text-sm">
              <span className="font-semibold text-slate-900 dark:text-white">{activeOrganization.name}: </span>
              {t(organizationStatusKey)}
            </p>
          )}
          <h3 className="mt-4 font-medium text-slate-900 text-sm dark:text-white">{t('bookrx.stepsTitle')}</h3>
          <ol className="mt-2 list-inside list-decimal space-y-1 text-slate-700 text-sm dark:text-slate-300">
            <li>{t('bookrx.steps.submit')}</li>
            <li>{t('bookrx.steps.access')}</li>
            <li>{t('bookrx.steps.earn')}</li>
          </ol>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink to={paths.bookrxNetwork}>{t('bookrx.networkLink')}</ButtonLink>
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
        </section>

        <section aria-labelledby="account-heading" className={cardClasses}>
          <h2 id="account-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('account.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('account.description')}</p>
          <ButtonLink to={paths.account} variant="secondary" className="mt-4">
            {t('account.link')}
          </ButtonLink>
        </section>

        <section aria-labelledby="organization-heading" className={cardClasses}>
          <h2 id="organization-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('organization.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {managesOrganization
              ? t('organization.description', { name: activeOrganization.name })
              : t('organization.createDescription')}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {managesOrganization && <ButtonLink to={paths.organizationAdmin}>{t('organization.manage')}</ButtonLink>}
            {managesOrganization && (
              <ButtonLink
                to={paths.documentUpload}
                state={{ context: 'organization', flow: 'pharmacy' }}
                variant="secondary"
              >
                {t('organization.documents')}
              </ButtonLink>
            )}
            <ButtonLink to={paths.createOrganization} variant="secondary">
              {t('organization.create')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </div>
  );
}
