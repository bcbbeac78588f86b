import enSession from '../../locales/en/session.json';
import esSession from '../../locales/es/session.json';
import { registerNamespace } from '../i18n';

declare module '../i18n' {
  interface I18nNamespaces {
    session: typeof enSession;
  }
}

registerNamespace('session', { en: enSession, es: esSession });
