import { registerNamespace } from '../../lib/i18n';
import enOrganizationAdmin from '../../locales/en/organization-admin.json';
import esOrganizationAdmin from '../../locales/es/organization-admin.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'organization-admin': typeof enOrganizationAdmin;
  }
}

registerNamespace('organization-admin', { en: enOrganizationAdmin, es: esOrganizationAdmin });
