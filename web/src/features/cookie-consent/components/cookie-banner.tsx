import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { legalTabPath } from '../../../paths';
import { type CookieConsent, readCookieConsent, saveCookieConsent } from '../utils/cookie-consent';

/**
 * Spec §2: Accept all, Reject all and a learn-more link to /legal; the answer is remembered for 365
 * days and the banner does not ask again. It is part of the prerendered page, so a first-time visitor
 * sees it with the first paint (it floats over the page and shifts no content); for a visitor who has
 * answered, the inline script in index.html marks `<html>` before paint and index.css hides it until
 * this component removes it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);

  useEffect(() => {
    if (readCookieConsent() !== null) setOpen(false);
  }, []);

  if (!isOpen) return null;
  const answer = (consent: CookieConsent) => {
    saveCookieConsent(consent);
    setOpen(false);
  };
  return (
    <section
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-0 bottom-0 z-40 p-4 sm:p-6"
      data-testid="cookie-banner"
      data-cookie-banner
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:flex-row sm:items-center sm:gap-6 dark:border-slate-700 dark:bg-slate-900">
        <div className="flex-1">
          <h2 id="cookie-banner-heading" className="font-semibold text-slate-900 dark:text-white">
            {t('cookies.heading')}
          </h2>
          <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
            {t('cookies.message')}{' '}
            <Link
              to={legalTabPath('privacy')}
              className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
            >
              {t('cookies.learnMore')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-3">
          <Button variant="secondary" onClick={() => answer('rejected')}>
            {t('cookies.rejectAll')}
          </Button>
          <Button onClick={() => answer('accepted')}>{t('cookies.acceptAll')}</Button>
        </div>
      </div>
    </section>
  );
}
