import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { LuniaLogo } from '../../components/ui/lunia-logo';
import { localizedPath } from '../../lib/language-path';
import { useStrings } from '../../lib/strings';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../paths';
import { HeaderAuthLinks } from './header-auth-links';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

const navigationLinks = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.products, labelKey: 'nav.products' },
  // Pricing in the header too (issue 40), not only in the footer.
  { to: paths.pricing, labelKey: 'nav.pricing' },
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

/**
 * A navigation link as plain HTML: the header is an island of the prerendered pages (no router), so its
 * links are full navigations, in the page's language, marked `aria-current` on their own page.
 */
function NavigationLink({
  to,
  classes,
  onClick,
  children,
}: {
  to: string;
  classes: (state: { isActive: boolean }) => string;
  onClick?: () => void;
  children: string;
}) {
  const { language, path } = useStrings();
  const isActive = path === to;
  return (
    <a
      href={localizedPath(language, to)}
      aria-current={isActive ? 'page' : undefined}
      className={classes({ isActive })}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

const iconButtonClasses =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-300';

/**
 * Tab and Shift+Tab wrap around inside the open menu. `showModal` makes the page behind it inert, but
 * would still let focus leave the menu for the browser's own controls.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey ? current === first : current === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The mobile menu: a native modal `<dialog>` (public pages ship no dialog library) with the same
 * navigation, account links, language and theme. `showModal` puts it in the top layer, makes the page
 * inert and closes it on Escape; focus moves into it, Tab stays inside, the page does not scroll, and
 * closing (Escape, the close button, a click on the backdrop, a link) returns focus to the menu button.
 */
function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useStrings();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // A layout effect, so that its cleanup closes the dialog before React removes it from the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    const { style } = document.body;
    const previousOverflow = style.overflow;
    dialog.showModal();
    style.overflow = 'hidden';
    return () => {
      style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={headingId}
      // Escape closes the dialog natively; the state follows. (A close that a reopen overtook is ignored.)
      onClose={(event) => event.currentTarget.open || onClose()}
      // A click on the dialog element itself, outside its content, is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={keepTabInside}
      className="fixed inset-y-0 right-0 left-auto h-full max-h-none w-full max-w-xs bg-white text-inherit shadow-xl backdrop:bg-slate-950/40 dark:bg-slate-950"
    >
      <div className="flex h-full flex-col overflow-y-auto px-4 pt-3 pb-6">
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
                <NavigationLink to={to} classes={mobileLinkClasses} onClick={onClose}>
                  {t(labelKey)}
                </NavigationLink>
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
    </dialog>
  );
}

/** Public header: navigation, sign-in and register, language and theme, and a mobile menu. */
export function SiteHeader() {
  const { t, language, path } = useStrings();
  const mobileMenuId = useId();
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the route changes
  useEffect(closeMobileMenu, [path]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <a
          href={localizedPath(language, paths.home)}
          aria-label={t('brand.homeLink')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
        >
          <LuniaLogo />
        </a>

        <nav aria-label={t('nav.mainLabel')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigationLinks.map(({ to, labelKey }) => (
              <li key={to}>
                <NavigationLink to={to} classes={desktopLinkClasses}>
                  {t(labelKey)}
                </NavigationLink>
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
