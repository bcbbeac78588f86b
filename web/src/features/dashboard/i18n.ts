import { registerNamespace } from '../../lib/i18n';
import enDashboard from '../../locales/en/dashboard.json';
import esDashboard from '../../locales/es/dashboard.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    dashboard: typeof enDashboard;
  }
}

registerNamespace('dashboard', { en: enDashboard, es: esDashboard });
