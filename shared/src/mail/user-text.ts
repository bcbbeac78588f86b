/**
 * What someone typed, as Lunia's e-mails show it in a body (issue 39): never in a subject, always in
 * quotes and attributed to its author, and with any address in it broken so that no mail client turns
 * it into a link (mail clients link bare `https://…`, `www.…` and `name.tld` text, in the text part and
 * in the HTML part alike). The text stays readable: `https[:]//evil[.]example`.
 */

/** Breaks what clients would link: a scheme's `://`, `www.` and the dot before a top-level-domain-like word. */
export function plainTextLinks(value: string): string {
  return value
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}[.]`)
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]');
}

/** Typed text on one line (line breaks and runs of spaces become one space), trimmed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A name someone gave (a person's or an organization's), in quotes, links broken. */
export const quotedName = (value: string, language: 'en' | 'es'): string =>
  language === 'es' ? `«${plainTextLinks(oneLine(value))}»` : `“${plainTextLinks(oneLine(value))}”`;

/**
 * A note someone wrote, attributed: "Message from “Ana Rivera” — not written by Lunia:" and the note in
 * quotes below it (one paragraph; its line breaks kept as spaces), links broken.
 */
export function attributedNote(note: string, author: string, language: 'en' | 'es'): string[] {
  const text = plainTextLinks(oneLine(note));
  if (text === '') return [];
  return language === 'es'
    ? [`Mensaje de ${quotedName(author, 'es')} (no lo escribió Lunia):`, `«${text}»`]
    : [`Message from ${quotedName(author, 'en')} — not written by Lunia:`, `“${text}”`];
}
