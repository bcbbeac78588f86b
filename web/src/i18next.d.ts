import 'i18next';
import type { DEFAULT_NAMESPACE, I18nNamespaces } from './lib/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: I18nNamespaces;
  }
}
