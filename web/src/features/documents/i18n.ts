import { registerNamespace } from '../../lib/i18n';
import enDocuments from '../../locales/en/documents.json';
import esDocuments from '../../locales/es/documents.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    documents: typeof enDocuments;
  }
}

registerNamespace('documents', { en: enDocuments, es: esDocuments });
