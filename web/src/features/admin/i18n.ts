import { registerNamespace } from '../../lib/i18n';
import enAdmin from '../../locales/en/admin.json';
import esAdmin from '../../locales/es/admin.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    admin: typeof enAdmin;
  }
}

registerNamespace('admin', { en: enAdmin, es: esAdmin });
