import { registerNamespace } from '../../lib/i18n';
import enVerificationLinks from '../../locales/en/verification-links.json';
import esVerificationLinks from '../../locales/es/verification-links.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'verification-links': typeof enVerificationLinks;
  }
}

registerNamespace('verification-links', { en: enVerificationLinks, es: esVerificationLinks });
