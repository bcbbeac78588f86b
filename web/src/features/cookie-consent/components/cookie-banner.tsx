import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button-base';
import { localizedPath } from '../../../lib/language-path';
import { useStrings } from '../../../lib/strings';
import { legalTabPath } from '../../../paths';
import { type CookieConsent, readCookieConsent, saveCookieConsent } from '../utils/cookie-consent';
import { reserveSpaceBelow } from '../utils/reserve-space';

/**
 * Spec §2: Accept all, Reject all and a learn-more link to /legal; the answer is remembered for 365
 * days and the banner does not ask again. It is part of the prerendered page, so a first-time visitor
 * sees it with the first paint (it floats over the page and shifts no content); for a visitor who has
 * answered, the inline script in index.html marks `<html>` before paint and index.css hides it until
 * this component removes it.
 *
 * Issue 23: it does not stand in the way before the choice. On a phone it is a compact bar at the
 * bottom (about a fifth of a 390×844 screen); from 640 px it is a card in the bottom-right corner,
 * 23rem wide, clear of the centred and left-aligned forms (at 1280 px it starts right of the sign-in
 * card). It is not modal: the page stays clickable and comes before it in the tab order, and while it is
 * open the page keeps room below it (utils/reserve-space.ts).
 */
export function CookieBanner() {
  const { t, language } = useStrings();
  const [isOpen, setOpen] = useState(true);
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (readCookieConsent() !== null) setOpen(false);
  }, []);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!isOpen || !banner) return;
    return reserveSpaceBelow(banner);
  }, [isOpen]);

  if (!isOpen) return null;
  const answer = (consent: CookieConsent) => {
    saveCookieConsent(consent);
    setOpen(false);
  };
  return (
    <section
      ref={bannerRef}
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-2 bottom-2 z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-xl sm:p-4 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-92 dark:border-slate-700 dark:bg-slate-900"
      data-testid="cookie-banner"
      data-cookie-banner
    >
      <h2 id="cookie-banner-heading" className="font-semibold text-slate-900 text-sm dark:text-white">
        {t('cookies.heading')}
      </h2>
      <p className="mt-1 text-slate-700 text-sm leading-snug dark:text-slate-300">
        {t('cookies.message')}{' '}
        <a
          href={localizedPath(language, legalTabPath('privacy'))}
          className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {t('cookies.learnMore')}
        </a>
      </p>
      <div className="mt-2.5 flex gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => answer('rejected')}>
          {t('cookies.rejectAll')}
        </Button>
        <Button className="flex-1" onClick={() => answer('accepted')}>
          {t('cookies.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
