import { registerNamespace } from '../../lib/i18n';
import enAdminUsers from '../../locales/en/adminUsers.json';
import esAdminUsers from '../../locales/es/adminUsers.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    adminUsers: typeof enAdminUsers;
  }
}

registerNamespace('adminUsers', { en: enAdminUsers, es: esAdminUsers });
