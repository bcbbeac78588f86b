import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHero, textLinkClasses } from '../../../components/ui/page-sections';
import { companyContacts } from '../../../lib/company-contacts';
import { formatDate } from '../../../lib/format';
import { currentLanguage, registerLanguageChunks } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LEGAL_TABS, type LegalTab } from '../../../paths';

// This page's strings in the visitor's language only (a chunk per language; see lib/i18n.ts).
registerLanguageChunks('legal', {
  en: () => import('../../../locales/en/legal.json'),
  es: () => import('../../../locales/es/legal.json'),
});

/** Spec §2: the date the policies state. */
const LAST_UPDATED = '2025-01-27';

function isLegalTab(value: unknown): value is LegalTab {
  return LEGAL_TABS.includes(value as LegalTab);
}

/**
 * /legal: privacy (default), terms, HIPAA and security as tabs. A tab is linkable as /legal?tab=hipaa
 * (or /legal#hipaa). Every panel is in the HTML; without JavaScript all four are shown one after another.
 */
export function LegalPage() {
  const { t, i18n } = useTranslation('legal');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const [searchParams, setSearchParams] = useSearchParams();
  const tabRefs = useRef<Partial<Record<LegalTab, HTMLButtonElement | null>>>({});
  const requested = searchParams.get('tab');
  const selected: LegalTab = isLegalTab(requested) ? requested : 'privacy';

  // /legal#hipaa: the anchor form of a tab link (hashes do not reach the prerendered HTML, so after hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    if (!requested && isLegalTab(fromHash))
      setSearchParams({ tab: fromHash }, { replace: true, preventScrollReset: true });
  }, []);

  const select = (tab: LegalTab, focus = false) => {
    setSearchParams(tab === 'privacy' ? {} : { tab }, { preventScrollReset: true });
    if (focus) tabRefs.current[tab]?.focus();
  };

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = LEGAL_TABS.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? LEGAL_TABS[(index + 1) % LEGAL_TABS.length]
        : event.key === 'ArrowLeft'
          ? LEGAL_TABS[(index - 1 + LEGAL_TABS.length) % LEGAL_TABS.length]
          : event.key === 'Home'
            ? LEGAL_TABS[0]
            : event.key === 'End'
              ? LEGAL_TABS[LEGAL_TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  const lastUpdated = t('lastUpdated', { date: formatDate(LAST_UPDATED, currentLanguage(i18n.language)) });

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        {/* Without JavaScript the tabs cannot switch: the tab list is hidden and every panel shown (index.css). */}
        <div
          data-needs-js
          role="tablist"
          aria-label={t('tabsLabel')}
          className="flex gap-1 overflow-x-auto border-slate-200 border-b dark:border-slate-800"
        >
          {LEGAL_TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`legal-tab-${tab}`}
              aria-selected={tab === selected}
              aria-controls={`legal-panel-${tab}`}
              tabIndex={tab === selected ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onTabKeyDown}
              className={`-mb-px shrink-0 rounded-t-lg border-b-2 px-4 py-3 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300 ${
                tab === selected
                  ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }`}
            >
              {t(`tabs.${tab}.label`)}
            </button>
          ))}
        </div>
        {LEGAL_TABS.map((tab) => (
          <section
            key={tab}
            id={`legal-panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`legal-tab-${tab}`}
            data-legal-panel
            data-active={tab === selected ? '' : undefined}
            className="pt-10"
          >
            <h2 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">
              {t(`tabs.${tab}.title`)}
            </h2>
            <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{lastUpdated}</p>
            <p className="mt-6 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t(`tabs.${tab}.intro`)}</p>
            {t(`tabs.${tab}.sections`, { returnObjects: true }).map(({ heading, body }) => (
              <div key={heading} className="mt-8">
                <h3 className="font-semibold text-slate-900 text-xl dark:text-white">{heading}</h3>
                <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">{body}</p>
              </div>
            ))}
          </section>
        ))}
        <aside
          aria-labelledby="legal-contact-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="legal-contact-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
            {t('contact.heading')}
          </h2>
          <ul className="mt-3 space-y-2 text-slate-700 text-sm dark:text-slate-300">
            {(
              [
                ['body', companyContacts.legal],
                ['privacy', companyContacts.privacy],
                ['security', companyContacts.security],
              ] as const
            ).map(([key, email]) => (
              <li key={key}>
                {t(`contact.${key}`)}{' '}
                <a href={`mailto:${email}`} className={textLinkClasses}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
