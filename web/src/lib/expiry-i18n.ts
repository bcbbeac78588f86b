import enExpiry from '../locales/en/expiry.json';
import esExpiry from '../locales/es/expiry.json';
import { registerNamespace } from './i18n';

/**
 * The words of document expiry (issue 14) that several portal features show: badges, the expiry date
 * field, the expired-document alert. Loaded with the portal pages that import it, never on public pages.
 */
declare module './i18n' {
  interface I18nNamespaces {
    expiry: typeof enExpiry;
  }
}

registerNamespace('expiry', { en: enExpiry, es: esExpiry });
