import { registerNamespace } from '../../lib/i18n';
import enDocumentDecisions from '../../locales/en/document-decisions.json';
import esDocumentDecisions from '../../locales/es/document-decisions.json';

/** The dashboard's word on a reviewer's decision (issue 25): a denied document, its reason, the next step. */
declare module '../../lib/i18n' {
  interface I18nNamespaces {
    documentDecisions: typeof enDocumentDecisions;
  }
}

registerNamespace('documentDecisions', { en: enDocumentDecisions, es: esDocumentDecisions });
