import { registerNamespace } from '../../lib/i18n';
import enReview from '../../locales/en/admin-review.json';
import esReview from '../../locales/es/admin-review.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'admin-review': typeof enReview;
  }
}

registerNamespace('admin-review', { en: enReview, es: esReview });
