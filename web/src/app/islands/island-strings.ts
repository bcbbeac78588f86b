import type { IslandName } from './island-registry';

/**
 * The strings each island shows, by namespace and top-level key: the prerenderer copies these (in the
 * page's language) into the island's marker. An island that shows a new string's key outside them would
 * show the key itself, in both the HTML and the browser.
 */
export const islandStringKeys: Record<IslandName, Record<string, readonly string[]>> = {
  'page-recovery': { recovery: ['pageLoad', 'repeated', 'retry', 'reload', 'offline'] },
  'site-header': { common: ['brand', 'nav', 'preferences'] },
  'cookie-banner': { common: ['cookies'] },
  notifications: { common: ['notifications'] },
  'contact-form': { common: ['form', 'errors'], contact: ['form'] },
  'partner-form': { common: ['form', 'errors'], partners: ['form'] },
  'beta-signup-form': {
    common: ['form', 'errors'],
    'beta-signup': ['fields', 'hints', 'pharmacyTypes', 'submit', 'success', 'errors'],
  },
  'legal-tabs': { legal: ['tabsLabel', 'tabs'] },
};
