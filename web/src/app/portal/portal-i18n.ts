import { registerNamespace } from '../../lib/i18n';
import enPortal from '../../locales/en/portal.json';
import esPortal from '../../locales/es/portal.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    portal: typeof enPortal;
  }
}

registerNamespace('portal', { en: enPortal, es: esPortal });
