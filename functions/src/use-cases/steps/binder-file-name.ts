/**
 * The inspection binder's file name (issue 43): the location's name as it is written, ñ and accents
 * kept, and the `Content-Disposition` that carries it (RFC 6266 §4.3: `filename*` in RFC 8187's UTF-8
 * encoding, with an ASCII `filename` for the few clients that ignore it). Pure.
 */

/** Letters and digits of any script kept; everything else a hyphen. */
const slug = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The ASCII fallback: accents dropped (ñ → n), any other character a hyphen. */
const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/-{2,}/g, '-');

/** RFC 8187 §3.2.1 `value-chars`: attr-char as is, every other octet of the UTF-8 form percent-encoded. */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

export function binderFileName(prefix: string, locationName: string, day: string) {
  const fileName = `${prefix}-${slug(locationName) || 'location'}-${day}.pdf`;
  return {
    fileName,
    contentDisposition: `attachment; filename="${ascii(fileName)}"; filename*=UTF-8''${extValue(fileName)}`,
  };
}
