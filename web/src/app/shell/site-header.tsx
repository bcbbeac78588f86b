import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { LuniaLogo } from '../../components/ui/lunia-logo';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../paths';
import { HeaderAuthLinks } from './header-auth-links';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

const navigationLinks = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.products, labelKey: 'nav.products' },
  { to: paths.partners, labelKey: 'nav.partners' },
  { to: paths.contact, labelKey: 'nav.contact' },
] as const;

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
    isActive
      ? 'text-brand-800 dark:text-brand-200'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`;

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 font-medium text-base focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-400/10 dark:text-brand-200'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

const iconButtonClasses =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300';

/**
 * The mobile menu: a modal panel with the same navigation, account links, language and theme. Focus
 * moves into it, Tab stays inside, and Escape or the close button return focus to the menu button.
 */
function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  useFocusTrap(panelRef, true, onClose);
  // In a portal: the header's backdrop blur would otherwise confine a fixed panel to the header.
  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/40" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="absolute inset-y-0 right-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white px-4 pt-3 pb-6 shadow-xl dark:bg-slate-950"
      >
        <div className="flex h-10 items-center justify-between">
          <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {t('nav.menu')}
          </h2>
          <button type="button" className={iconButtonClasses} onClick={onClose}>
            <span className="sr-only">{t('nav.closeMenu')}</span>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label={t('nav.mobileLabel')} className="mt-4">
          <ul className="space-y-1">
            {navigationLinks.map(({ to, labelKey }) => (
              <li key={to}>
                <NavLink to={to} end className={mobileLinkClasses} onClick={onClose}>
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderAuthLinks placement="mobile-menu" />
        <div className="mt-6 space-y-4 border-slate-200 border-t pt-5 dark:border-slate-800">
          <div className="flex items-center justify-between">
            <span className="font-medium text-slate-700 text-sm dark:text-slate-300">{t('preferences.language')}</span>
            <LanguageSwitch />
          </div>
          <div className="flex items-center justify-between">
            <span className="font-medium text-slate-700 text-sm dark:text-slate-300">{t('preferences.theme')}</span>
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Public header: navigation, sign-in and register, language and theme, and a mobile menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobileMenuId = useId();
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the route changes
  useEffect(closeMobileMenu, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          aria-label={t('brand.homeLink')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
        >
          <LuniaLogo />
        </Link>

        <nav aria-label={t('nav.mainLabel')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigationLinks.map(({ to, labelKey }) => (
              <li key={to}>
                <NavLink to={to} end className={desktopLinkClasses}>
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <ThemeSwitch />
            <HeaderAuthLinks placement="header" />
          </div>
          <button
            type="button"
            className={`${iconButtonClasses} md:hidden`}
            aria-expanded={isMobileMenuOpen}
            aria-haspopup="dialog"
            // Until the page is hydrated the button has no handler: disabled says so instead of
            // swallowing a tap (a prerendered page can be on screen a moment before its code runs).
            disabled={!hydrated}
            onClick={() => setMobileMenuOpen(true)}
          >
            <span className="sr-only">{t('nav.openMenu')}</span>
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>
      {isMobileMenuOpen && <MobileMenu id={mobileMenuId} onClose={closeMobileMenu} />}
    </header>
  );
}
