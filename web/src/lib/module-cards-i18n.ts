import enModuleCards from '../locales/en/module-cards.json';
import esModuleCards from '../locales/es/module-cards.json';
import { registerNamespace } from './i18n';

/**
 * The words of the module cards (issue 24) that the dashboard and the organization admin page both
 * show: what each module of the active context answers, its price and its actions. Loaded with the
 * portal pages that import it, never on public pages.
 */
declare module './i18n' {
  interface I18nNamespaces {
    'module-cards': typeof enModuleCards;
  }
}

registerNamespace('module-cards', { en: enModuleCards, es: esModuleCards });
