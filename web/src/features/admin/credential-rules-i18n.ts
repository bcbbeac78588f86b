import { registerNamespace } from '../../lib/i18n';
import enCredentialRules from '../../locales/en/credential-rules.json';
import esCredentialRules from '../../locales/es/credential-rules.json';

/** The credential rules card of /admin/settings (issue 27). */
declare module '../../lib/i18n' {
  interface I18nNamespaces {
    credentialRules: typeof enCredentialRules;
  }
}

registerNamespace('credentialRules', { en: enCredentialRules, es: esCredentialRules });
