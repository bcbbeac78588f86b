/**
 * The page of an e-mail's one-click unsubscribe link (issue 39), in English and Spanish: served by the
 * API itself (GET and POST /api/email/unsubscribe), because the link is under /api and a mail client
 * opens it outside the web app (docs/decisions/0092-one-click-unsubscribe-and-recipient-language.md). A complete, self-contained document: no
 * script, no outside resource, its style inline (the route's CSP allows nothing else).
 *
 * - `confirm` (GET while the e-mail is received): what the link switches off and one button, which posts
 *   to the same URL; a GET never unsubscribes, since mail scanners open links (RFC 8058 §1).
 * - `off` (after the POST, or a GET once it is off): the result, and the way back on (/account).
 * - `no-account`: the person's account is gone; Lunia sends it nothing.
 */
import type { Language } from '@lunia/shared/domain/constants';
import type { OptionalEmail } from '@lunia/shared/domain/notification-preferences';

export type UnsubscribePageState = 'confirm' | 'off' | 'no-account';

interface Words {
  title: string;
  categories: Record<OptionalEmail, string>;
  confirm: (category: string) => string;
  button: string;
  off: (category: string) => string;
  otherMail: string;
  backOn: string;
  backOnLink: string;
  noAccount: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: 'E-mail preferences — Lunia',
    categories: {
      inviteAccepted: 'invitation accepted e-mails',
      earlyExpiryReminders: 'early expiry reminders (60 and 30 days before a document expires)',
      teamDocumentDecisions: "e-mails about decisions on your organization's documents",
      documentReminders: 'document reminders from Lunia',
      ceReminders: 'continuing-education reminders',
    },
    confirm: (category) => `Stop receiving ${category}?`,
    button: 'Unsubscribe',
    off: (category) => `You are unsubscribed: Lunia will no longer send you ${category}.`,
    otherMail: 'E-mails about your account, security, billing and decisions on your own documents are always sent.',
    backOn: 'Changed your mind? Turn them back on under E-mail notifications on your account page:',
    backOnLink: 'Open my account',
    noAccount: 'There is no Lunia account for this link any more, so Lunia sends it no e-mail.',
  },
  es: {
    title: 'Preferencias de correo — Lunia',
    categories: {
      inviteAccepted: 'los correos de invitación aceptada',
      earlyExpiryReminders:
        'los recordatorios de vencimiento anticipados (60 y 30 días antes de que venza un documento)',
      teamDocumentDecisions: 'los correos sobre decisiones en los documentos de su organización',
      documentReminders: 'los recordatorios de documentos de Lunia',
      ceReminders: 'los recordatorios de educación continua',
    },
    confirm: (category) => `¿Dejar de recibir ${category}?`,
    button: 'Darme de baja',
    off: (category) => `Se dio de baja: Lunia ya no le enviará ${category}.`,
    otherMail:
      'Los correos sobre su cuenta, la seguridad, la facturación y las decisiones sobre sus propios documentos se envían siempre.',
    backOn: '¿Cambió de opinión? Vuelva a activarlos en Notificaciones por correo, en la página de su cuenta:',
    backOnLink: 'Abrir mi cuenta',
    noAccount: 'Ya no hay una cuenta de Lunia para este enlace, así que Lunia no le envía correos.',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;border:1px solid #e2e8f0}
h1{font-size:1.25rem;margin:0 0 1rem}p{line-height:1.5}
button{font:inherit;background:#4338ca;color:#fff;border:0;border-radius:.5rem;padding:.625rem 1rem;cursor:pointer}
a{color:#4338ca}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}main{background:#1e293b;border-color:#334155}a{color:#a5b4fc}}`;

export interface UnsubscribePageInput {
  state: UnsubscribePageState;
  language: Language;
  category: OptionalEmail;
  /** The unsubscribe URL's token: the confirm button posts it back. */
  token: string;
  /** The site's address (no trailing slash), for the way back on; absent on a stage without a domain. */
  siteUrl: string | undefined;
}

export function unsubscribePageHtml({ state, language, category, token, siteUrl }: UnsubscribePageInput): string {
  const words = WORDS[language];
  const what = words.categories[category];
  let heading: string;
  let body: string;
  if (state === 'confirm') {
    heading = words.confirm(what);
    body = `<form method="post" action="?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(words.button)}</button>
</form>
<p>${escapeHtml(words.otherMail)}</p>`;
  } else if (state === 'off') {
    heading = words.off(what);
    const account = siteUrl ? ` <a href="${escapeHtml(`${siteUrl}/account`)}">${escapeHtml(words.backOnLink)}</a>` : '';
    body = `<p>${escapeHtml(words.backOn)}${account}</p>
<p>${escapeHtml(words.otherMail)}</p>`;
  } else {
    heading = words.noAccount;
    body = '';
  }
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}
