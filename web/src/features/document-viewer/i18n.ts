import { registerNamespace } from '../../lib/i18n';
import enViewer from '../../locales/en/document-viewer.json';
import esViewer from '../../locales/es/document-viewer.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'document-viewer': typeof enViewer;
  }
}

registerNamespace('document-viewer', { en: enViewer, es: esViewer });
