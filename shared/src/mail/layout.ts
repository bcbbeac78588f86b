import type { Language } from '../domain/constants';

/** An e-mail as sent: its subject, its text part and its HTML part, a complete document. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a template renders: the subject, the text part and the HTML part's body markup (mailDocument wraps it). */
export interface MailParts {
  subject: string;
  text: string;
  body: string;
}

/** A template: one renderer per language, from the template's data. */
export type MailTemplate<Data> = Record<Language, (data: Data) => MailParts>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const BODY_STYLE = 'font-family:Arial,sans-serif;color:#1f2937;line-height:1.5';

/**
 * The HTML part as a complete document (issue 39): doctype, the language, a head with the charset and
 * the subject as its title, then the body markup. Every e-mail's HTML is built here (renderMail), and
 * passes html-validate's recommended and standard presets (templates.test.ts).
 */
export const mailDocument = (language: Language, subject: string, body: string): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    subject,
  )}</title></head><body style="${BODY_STYLE}">${body}</body></html>`;

/**
 * The house layout: paragraphs and a signature, as plain text and as escaped HTML body markup. The
 * layouts take the language first, as every template names it; the document's `lang` is set by
 * renderMail from the message itself (mailDocument), so a template cannot get it wrong.
 */
export const layout = (
  _language: Language,
  paragraphs: string[],
  signature: string,
): { text: string; body: string } => ({
  text: `${paragraphs.join('\n\n')}\n\n${signature}\n`,
  body: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${escapeHtml(signature)}</p>`,
});

/**
 * The house layout with a list of labelled values (what a visitor typed) after the paragraphs.
 * Values are escaped in the HTML and keep their line breaks; the text part lists `Label: value`.
 */
export const layoutWithFields = (
  _language: Language,
  paragraphs: string[],
  fields: [label: string, value: string][],
  signature: string,
): { text: string; body: string } => {
  const shown = fields.map(([label, value]) => [label, value.trim() === '' ? '—' : value] as const);
  const text = shown.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`));
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    text: `${[...paragraphs, text.join('\n')].join('\n\n')}\n\n${signature}\n`,
    body: `${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        '',
      )}<table role="presentation" style="border-collapse:collapse">${rows}</table><p>${escapeHtml(signature)}</p>`,
  };
};

/** Visitor text in a subject line: one line (no header tricks with line breaks), bounded. */
export const subjectText = (value: string, max = 80): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The house layout with one call to action: the paragraphs, a link (a button in HTML, the address
 * on its own line in text), then more paragraphs. Only `https:`/`http:` links are rendered.
 */
export const layoutWithLink = (
  _language: Language,
  before: string[],
  link: { label: string; url: string },
  after: string[],
  signature: string,
): { text: string; body: string } => {
  if (!/^https?:\/\//.test(link.url)) throw new Error('Mail links must be http(s) URLs');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>`;
  return {
    text: `${[...before, `${link.label}: ${link.url}`, ...after].join('\n\n')}\n\n${signature}\n`,
    body: `${paragraphs(before)}${button}${paragraphs(after)}<p>${escapeHtml(signature)}</p>`,
  };
};
