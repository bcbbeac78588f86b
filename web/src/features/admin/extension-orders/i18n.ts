import { registerNamespace } from '../../../lib/i18n';
import enExtensionOrders from '../../../locales/en/admin-extension-orders.json';
import esExtensionOrders from '../../../locales/es/admin-extension-orders.json';

/** The words of /admin/extension-orders (issue 27): the order form, its preview and the recorded orders. */
declare module '../../../lib/i18n' {
  interface I18nNamespaces {
    adminExtensionOrders: typeof enExtensionOrders;
  }
}

registerNamespace('adminExtensionOrders', { en: enExtensionOrders, es: esExtensionOrders });
