import { registerNamespace } from '../../lib/i18n';
import enAuth from '../../locales/en/auth.json';
import esAuth from '../../locales/es/auth.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    auth: typeof enAuth;
  }
}

registerNamespace('auth', { en: enAuth, es: esAuth });
