import { registerNamespace } from '../../../lib/i18n';
import enProductPages from '../../../locales/en/product-pages.json';
import esProductPages from '../../../locales/es/product-pages.json';

/** Imported for its effect: makes the `product-pages` translations available to this feature's pages. */
registerNamespace('product-pages', { en: enProductPages, es: esProductPages });
