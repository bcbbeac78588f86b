import { registerNamespace } from '../../lib/i18n';
import enBookrx from '../../locales/en/bookrx.json';
import esBookrx from '../../locales/es/bookrx.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    bookrx: typeof enBookrx;
  }
}

registerNamespace('bookrx', { en: enBookrx, es: esBookrx });
