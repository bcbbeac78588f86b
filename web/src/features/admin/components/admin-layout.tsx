import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageState } from '../../../components/ui/page-state';
import { AdminSectionNav } from './admin-section-nav';
import '../i18n';

/**
 * An anchor in the address (the Reminders section is the reminder jobs of /admin/settings) is scrolled
 * to once the page has rendered: a page's code may arrive after the router handled the address. An
 * address without one opens at the top, so "Settings" after "Reminders" (the same page) lands on the
 * page's heading instead of staying at the reminders (issue 40 item 12).
 */
function ScrollToAnchor() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the page changes, not only the anchor
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [pathname, hash]);
  return null;
}

/**
 * The frame of every admin page (issue 23): the back office's section navigation above the page. The
 * page has its own Suspense boundary, so while a page's code loads the navigation stays on screen.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminSectionNav />
      <Suspense fallback={<PageState kind="loading" message={t('sectionNav.loading')} />}>
        <Outlet />
        <ScrollToAnchor />
      </Suspense>
    </>
  );
}
