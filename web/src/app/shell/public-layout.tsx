import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Island } from '../islands/island';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainContentId = 'main-content';

/** Header, main and footer around every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      {/* Each region is its own Suspense boundary: React hydrates them in separate, interruptible
          tasks rather than one long one (this keeps Total Blocking Time down on slow phones). */}
      <Suspense fallback={null}>
        <Island name="site-header" component={SiteHeader} props={{}} />
      </Suspense>
      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        {/* While a lazily loaded page arrives, keep its space so the footer does not jump up. */}
        <Suspense fallback={<div className="min-h-[70vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
