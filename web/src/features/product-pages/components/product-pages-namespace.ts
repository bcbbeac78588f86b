import { registerLanguageChunks } from '../../../lib/i18n';

/**
 * Imported for its effect: makes the `product-pages` translations available to this feature's pages, in
 * the visitor's language only (a chunk per language; see lib/i18n.ts).
 */
registerLanguageChunks('product-pages', {
  en: () => import('../../../locales/en/product-pages.json'),
  es: () => import('../../../locales/es/product-pages.json'),
});
