import { registerLanguageChunks } from '../../lib/i18n';

/**
 * Imported for its effect by the pages that carry the beta form (app/routes/core-route.tsx and
 * vault-route.tsx): makes the `beta-signup` strings available to i18next in the visitor's language only,
 * so the prerenderer can copy them into the form's island. The form itself reads them through
 * lib/strings.tsx and loads no i18next.
 */
registerLanguageChunks('beta-signup', {
  en: () => import('../../locales/en/beta-signup.json'),
  es: () => import('../../locales/es/beta-signup.json'),
});
