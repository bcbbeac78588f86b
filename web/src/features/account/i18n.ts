import { registerNamespace } from '../../lib/i18n';
import enAccount from '../../locales/en/account.json';
import esAccount from '../../locales/es/account.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    account: typeof enAccount;
  }
}

registerNamespace('account', { en: enAccount, es: esAccount });
