import { registerNamespace } from '../../lib/i18n';
import enOrganizationCreate from '../../locales/en/organization-create.json';
import esOrganizationCreate from '../../locales/es/organization-create.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'organization-create': typeof enOrganizationCreate;
  }
}

registerNamespace('organization-create', { en: enOrganizationCreate, es: esOrganizationCreate });
