import enAudit from '../../locales/en/audit.json';
import esAudit from '../../locales/es/audit.json';
import { registerNamespace } from '../i18n';

/** The audit log's words (actions, targets, actors, columns), used by the admin audit log and an organization's Activity tab. */
declare module '../i18n' {
  interface I18nNamespaces {
    audit: typeof enAudit;
  }
}

registerNamespace('audit', { en: enAudit, es: esAudit });
