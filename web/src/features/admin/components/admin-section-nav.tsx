import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../paths';
import '../i18n';

/** The reminder jobs on /admin/settings (the heading's id in components/reminder-jobs-section.tsx). */
export const REMINDERS_ANCHOR = 'reminder-jobs-heading';
/** The e-mail suppression list on /admin/settings (components/email-suppressions-section.tsx). */
const EMAIL_SUPPRESSIONS_ANCHOR = 'email-suppressions-heading';

type SectionKey =
  | 'dashboard'
  | 'documents'
  | 'users'
  | 'organizations'
  | 'organizationApproval'
  | 'modules'
  | 'reminders'
  | 'emailSuppressions'
  | 'extensionOrders'
  | 'audit'
  | 'settings';

interface Section {
  key: SectionKey;
  to: string;
  /** The pages that belong to the section. */
  pages: readonly string[];
  /** A section that is one part of a page: current only when the address names this anchor. */
  anchor?: string;
}

/** The sections of the back office, in the order of an admin's day. */
export const ADMIN_SECTIONS: readonly Section[] = [
  { key: 'dashboard', to: paths.adminDashboard, pages: [paths.adminDashboard] },
  { key: 'documents', to: paths.adminDocumentReview, pages: [paths.adminDocumentReview] },
  { key: 'users', to: paths.adminUsers, pages: [paths.adminUsers] },
  { key: 'organizations', to: paths.adminOrganizations, pages: [paths.adminOrganizations] },
  // Its own entry (issue 40): the approval queue was reachable only from the dashboard.
  { key: 'organizationApproval', to: paths.adminOrganizationApproval, pages: [paths.adminOrganizationApproval] },
  { key: 'modules', to: paths.adminModules, pages: [paths.adminModules] },
  {
    key: 'reminders',
    to: `${paths.adminSettings}#${REMINDERS_ANCHOR}`,
    pages: [paths.adminSettings],
    anchor: REMINDERS_ANCHOR,
  },
  {
    key: 'emailSuppressions',
    to: `${paths.adminSettings}#${EMAIL_SUPPRESSIONS_ANCHOR}`,
    pages: [paths.adminSettings],
    anchor: EMAIL_SUPPRESSIONS_ANCHOR,
  },
  { key: 'extensionOrders', to: paths.adminExtensionOrders, pages: [paths.adminExtensionOrders] },
  { key: 'audit', to: paths.adminAudit, pages: [paths.adminAudit] },
  { key: 'settings', to: paths.adminSettings, pages: [paths.adminSettings] },
];

/** The section an address belongs to (none for an unknown admin address). */
export function currentSection(pathname: string, hash: string): SectionKey | undefined {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const matching = ADMIN_SECTIONS.filter(({ pages }) => pages.includes(page));
  const anchored = matching.find(({ anchor }) => anchor !== undefined && hash === `#${anchor}`);
  return (anchored ?? matching.find(({ anchor }) => anchor === undefined))?.key;
}

const linkClasses = (isCurrent: boolean) =>
  `block whitespace-nowrap border-b-2 px-3 py-3 font-medium text-sm -outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
    isCurrent
      ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white'
  }`;

/**
 * The back office's section navigation (issue 23), on every admin page: a nav landmark whose current
 * section carries aria-current. On a narrow screen the list scrolls sideways inside itself (never the
 * page), and the current section is scrolled into view; every link is reachable with Tab.
 */
export function AdminSectionNav() {
  const { t } = useTranslation('admin');
  const { pathname, hash } = useLocation();
  const current = currentSection(pathname, hash);
  const listRef = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: centre the current link whenever the section changes
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav
      aria-label={t('sectionNav.label')}
      className="border-slate-200 border-b bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <ul
        ref={listRef}
        className="relative mx-auto flex max-w-6xl overflow-x-auto overflow-y-hidden px-1 sm:px-3 lg:px-5"
      >
        {ADMIN_SECTIONS.map(({ key, to }) => (
          <li key={key} className="shrink-0">
            <Link to={to} aria-current={key === current ? 'page' : undefined} className={linkClasses(key === current)}>
              {t(`sectionNav.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
