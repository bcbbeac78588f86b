import { registerNamespace } from '../../lib/i18n';
import enAdminLimits from '../../locales/en/admin-limits.json';
import esAdminLimits from '../../locales/es/admin-limits.json';

/**
 * What only a super admin may do, said where support sees the control disabled (issue 40 item 12),
 * and the inspection binders of the admin's organization view (item 13).
 */
declare module '../../lib/i18n' {
  interface I18nNamespaces {
    adminLimits: typeof enAdminLimits;
  }
}

registerNamespace('adminLimits', { en: enAdminLimits, es: esAdminLimits });
