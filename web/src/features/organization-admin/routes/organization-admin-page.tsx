import { canAdministerOrganization, isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PortalPageHeader } from '../../../components/ui/portal-card';
import { useActiveOrganizationId } from '../../../lib/auth/active-organization';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { notify } from '../../../lib/notifications';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ORGANIZATION_ADMIN_TABS, type OrganizationAdminTab, paths } from '../../../paths';
import { ActivityTab } from '../components/activity-tab';
import { BillingTab } from '../components/billing-tab';
import { BookrxActivation } from '../components/bookrx-activation';
import { ExpiredDocumentsNotice } from '../components/expired-documents-notice';
import { InvitesTab } from '../components/invites-tab';
import { LocationsTab } from '../components/locations-tab';
import { OrganizationModules } from '../components/organization-modules';
import { OrganizationSuspendedNotice } from '../components/organization-suspended-notice';
import { TeamTab } from '../components/team-tab';
import { scrollLeftRevealing } from '../tab-scroll';
import '../i18n';

/** `?tab=` names one of the tabs, else the first (Pharmacy Locations). */
export function selectedTab(param: string | null): OrganizationAdminTab {
  return (ORGANIZATION_ADMIN_TABS as readonly string[]).includes(param ?? '')
    ? (param as OrganizationAdminTab)
    : ORGANIZATION_ADMIN_TABS[0];
}

/**
 * /organization-admin (portal spec §2, §6): for a signed-in user with an active organization who is
 * its owner or admin, or a pharmacy owner; others go to /dashboard (anonymous visitors were sent to
 * /signin by the portal layout).
 */
export function OrganizationAdminPage() {
  const { t } = useTranslation('organization-admin');
  const session = useAuthenticatedSession();
  const activeId = useActiveOrganizationId();
  const [searchParams, setSearchParams] = useSearchParams();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabRow = useRef<HTMLDivElement | null>(null);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  const organization = session.organizations.find((org) => org.id === activeId);
  // §5 "Activating BookRx without a selected organization": arriving for activation (?tab=billing, where
  // the BookRx button of §4 leads) with none selected. The page sends everyone without one to the
  // dashboard (§6), so the message goes with them, as a notification, once per visit.
  const activationWithoutOrganization = !organization && searchParams.get('tab') === 'billing';
  const toldNoOrganization = useRef(false);
  useEffect(() => {
    if (!activationWithoutOrganization || toldNoOrganization.current) return;
    toldNoOrganization.current = true;
    notify({ type: 'warning', title: t('modules.noOrganizationTitle'), message: t('modules.noOrganization') });
  }, [activationWithoutOrganization, t]);

  const shownTab = selectedTab(searchParams.get('tab'));
  // On a phone the row scrolls sideways: keep the selected tab in its view (issue 40).
  useEffect(() => {
    const row = tabRow.current;
    const tab = tabRefs.current[ORGANIZATION_ADMIN_TABS.indexOf(shownTab)];
    if (!row || !tab) return;
    row.scrollLeft = scrollLeftRevealing(
      { left: tab.offsetLeft, width: tab.offsetWidth },
      { scrollLeft: row.scrollLeft, width: row.clientWidth },
    );
  }, [shownTab]);

  if (!organization || !canAdministerOrganization({ userType: session.user.userType, role: organization.role })) {
    return <Navigate to={paths.dashboard} replace />;
  }

  const current = selectedTab(searchParams.get('tab'));
  const tabId = (tab: OrganizationAdminTab) => `${baseId}-tab-${tab}`;
  const panelId = (tab: OrganizationAdminTab) => `${baseId}-panel-${tab}`;

  function select(tab: OrganizationAdminTab) {
    setSearchParams({ tab }, { replace: true });
  }

  /** WAI-ARIA tabs: arrows, Home and End move between tabs and select them. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = ORGANIZATION_ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (index - 1 + last + 1) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = ORGANIZATION_ADMIN_TABS[next];
    if (tab) select(tab);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PortalPageHeader title={t('title')} subtitle={t('subtitle', { name: organization.name })} />
        <BookrxActivation
          orgId={organization.id}
          name={organization.name}
          canActivate={isOrganizationOwnerOrAdmin(organization.role)}
        />
      </div>

      <OrganizationSuspendedNotice orgId={organization.id} />

      <ExpiredDocumentsNotice orgId={organization.id} name={organization.name} />

      {/* The Billing tab is where a plan is chosen, so the cards (and their Subscribe) stay off it. */}
      {current !== 'billing' && (
        <OrganizationModules
          orgId={organization.id}
          name={organization.name}
          manages={isOrganizationOwnerOrAdmin(organization.role)}
        />
      )}

      <div
        ref={tabRow}
        role="tablist"
        aria-label={t('tabs.label')}
        // The tabs scroll sideways inside their row on a phone (never the page); each is reachable by keyboard.
        className="relative mt-8 flex gap-1 overflow-x-auto overflow-y-hidden border-slate-200 border-b dark:border-slate-800"
      >
        {ORGANIZATION_ADMIN_TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={panelId(tab)}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-2.5 font-medium text-sm -outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
              tab === current
                ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div id={panelId(current)} role="tabpanel" aria-labelledby={tabId(current)} className="pt-6">
        {current === 'locations' && <LocationsTab orgId={organization.id} />}
        {current === 'team' && <TeamTab orgId={organization.id} orgName={organization.name} />}
        {current === 'invites' && <InvitesTab orgId={organization.id} />}
        {current === 'billing' && <BillingTab orgId={organization.id} />}
        {current === 'activity' && <ActivityTab orgId={organization.id} />}
      </div>
    </div>
  );
}
