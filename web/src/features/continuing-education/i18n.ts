import { registerNamespace } from '../../lib/i18n';
import enContinuingEducation from '../../locales/en/continuing-education.json';
import esContinuingEducation from '../../locales/es/continuing-education.json';

declare module '../../lib/i18n' {
  interface I18nNamespaces {
    'continuing-education': typeof enContinuingEducation;
  }
}

registerNamespace('continuing-education', { en: enContinuingEducation, es: esContinuingEducation });
