import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { LuniaLogo } from '../../components/ui/lunia-logo';
import { paths } from '../../paths';
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

/** Public header: navigation, sign-in and register, language and theme, and a mobile menu. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobileMenuId = useId();
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);

  // Close the mobile menu on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route changes
  useEffect(() => setMobileMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!isMobileMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMobileMenuOpen]);

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
            <NavLink to={paths.signIn} className={desktopLinkClasses}>
              {t('nav.signIn')}
            </NavLink>
            <ButtonLink to={paths.register} className="px-4 py-2">
              {t('nav.register')}
            </ButtonLink>
          </div>
          <div className="md:hidden">
            <ThemeSwitch />
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300"
            aria-expanded={isMobileMenuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileMenuOpen((open) => !open)}
          >
            <span className="sr-only">{isMobileMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            {isMobileMenuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={mobileMenuId}
        hidden={!isMobileMenuOpen}
        className="border-slate-200 border-t bg-white px-4 pt-3 pb-6 md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={t('nav.mobileLabel')}>
          <ul className="space-y-1">
            {navigationLinks.map(({ to, labelKey }) => (
              <li key={to}>
                <NavLink to={to} end className={mobileLinkClasses}>
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.signIn} className={mobileLinkClasses}>
                {t('nav.signIn')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <ButtonLink to={paths.register} className="mt-4 w-full">
          {t('nav.register')}
        </ButtonLink>
        <div className="mt-5 flex items-center justify-between border-slate-200 border-t pt-5 dark:border-slate-800">
          <span className="font-medium text-slate-700 text-sm dark:text-slate-300">{t('preferences.language')}</span>
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
