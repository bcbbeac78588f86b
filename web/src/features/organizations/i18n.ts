import { registerNamespace } from '../../lib/i18n';
import enOrganizations from '../../locales/en/organizations.json';
import esOrganizations from '../../locales/es/organizations.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    organizations: typeof enOrganizations;
  }
}

registerNamespace('organizations', { en: enOrganizations, es: esOrganizations });
