import { registerNamespace } from '../../lib/i18n';
import enAdminExpiry from '../../locales/en/admin-expiry.json';
import esAdminExpiry from '../../locales/es/admin-expiry.json';

/** The back office's licence-expiry words (issue 14): the settings card and the dashboard card. */
declare module '../../lib/i18n' {
  interface I18nNamespaces {
    adminExpiry: typeof enAdminExpiry;
  }
}

registerNamespace('adminExpiry', { en: enAdminExpiry, es: esAdminExpiry });
