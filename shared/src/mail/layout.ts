import type { Language } from '../domain/constants';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A template: one renderer per language, from the template's data. */
export type MailTemplate<Data> = Record<Language, (data: Data) => RenderedMail>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The house layout: paragraphs and a signature, as plain text and as escaped HTML. */
export const layout = (
  language: Language,
  paragraphs: string[],
  signature: string,
): { text: string; html: string } => ({
  text: `${paragraphs.join('\n\n')}\n\n${signature}\n`,
  html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}<p>${escapeHtml(signature)}</p></body></html>`,
});
