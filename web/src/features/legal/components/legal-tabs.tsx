import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { translateObject, useStrings } from '../../../lib/strings';
import { LEGAL_TABS, type LegalTab } from '../../../paths';

function isLegalTab(value: unknown): value is LegalTab {
  return LEGAL_TABS.includes(value as LegalTab);
}

/** The tab the address asks for: /legal?tab=hipaa, or the anchor form /legal#hipaa; privacy otherwise. */
function requestedTab(): LegalTab {
  const { search, hash } = window.location;
  const fromQuery = new URLSearchParams(search).get('tab');
  if (isLegalTab(fromQuery)) return fromQuery;
  const fromHash = hash.slice(1);
  return isLegalTab(fromHash) ? fromHash : 'privacy';
}

/** The address of a tab, the rest of the address kept (the language prefix, other parameters). */
function addressOf(tab: LegalTab): string {
  const url = new URL(window.location.href);
  if (tab === 'privacy') url.searchParams.delete('tab');
  else url.searchParams.set('tab', tab);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

/**
 * /legal's tabs and their panels (an island of the page, app/routes/legal-route.tsx): privacy, terms, HIPAA
 * and security. A tab is linkable as /legal?tab=hipaa (or /legal#hipaa). The prerendered HTML has the
 * privacy tab selected (addresses' parameters do not reach it); index.html's first-paint script and
 * index.css show the asked-for panel until the island, once hydrated, selects it; without JavaScript the tab list is hidden and all four panels shown one after another (index.css).
 */
export function LegalTabs({ lastUpdated }: { lastUpdated: string }) {
  const { t } = useStrings('legal');
  const [selected, setSelected] = useState<LegalTab>('privacy');
  const tabRefs = useRef<Partial<Record<LegalTab, HTMLButtonElement | null>>>({});

  // After hydration (the HTML was rendered with the default tab), and whenever the address changes.
  useEffect(() => {
    const follow = () => setSelected(requestedTab());
    follow();
    // From here the island shows the selected panel; the first paint's choice (index.html) steps aside.
    delete document.documentElement.dataset.legalTab;
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const select = (tab: LegalTab, focus = false) => {
    setSelected(tab);
    // Replacing (not pushing) keeps the history entry the SPA's router knows, when the SPA shows this page.
    window.history.replaceState(window.history.state, '', addressOf(tab));
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

  return (
    <>
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
          <h2 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t(`tabs.${tab}.title`)}</h2>
          <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{lastUpdated}</p>
          <p className="mt-6 text-lg text-slate-700 leading-relaxed dark:text-slate-300">{t(`tabs.${tab}.intro`)}</p>
          {translateObject<{ heading: string; body: string }[]>(t, `tabs.${tab}.sections`).map(({ heading, body }) => (
            <div key={heading} className="mt-8">
              <h3 className="font-semibold text-slate-900 text-xl dark:text-white">{heading}</h3>
              <p className="mt-3 text-slate-700 leading-relaxed dark:text-slate-300">{body}</p>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
