import { registerNamespace } from '../../lib/i18n';
import enAdminNotifications from '../../locales/en/admin-notifications.json';
import esAdminNotifications from '../../locales/es/admin-notifications.json';

/** The admin's own notification settings (issue 25): the review-alerts card of /admin/settings. */
declare module '../../lib/i18n' {
  interface I18nNamespaces {
    adminNotifications: typeof enAdminNotifications;
  }
}

registerNamespace('adminNotifications', { en: enAdminNotifications, es: esAdminNotifications });
