import enRecovery from '../locales/en/recovery.json';
import esRecovery from '../locales/es/recovery.json';
import { registerNamespace } from './i18n';

/**
 * The words of the error screens and the offline notice (issue 23). They are in the first bundle, in
 * both languages (about 1 KB), not in a strings chunk: they must be there when a download has just
 * failed, the strings chunks included.
 */
declare module './i18n' {
  interface I18nNamespaces {
    recovery: typeof enRecovery;
  }
}

registerNamespace('recovery', { en: enRecovery, es: esRecovery });
