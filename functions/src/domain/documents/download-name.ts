/**
 * The name a document is saved under, from the user's file name (any 255 characters) and the kind
 * the upload check detected in the bytes (never the declared name's extension). Pure.
 *
 * - Control, format (bidi overrides such as U+202E, zero-width) and separator characters are
 *   removed, so a name cannot display as something else ("gnp.exe" shown reversed) or break a header.
 * - Path and reserved characters (/ \ : * ? " < > | and %) are removed, whitespace collapsed,
 *   leading/trailing dots and spaces trimmed (no hidden or "." names).
 * - The name ends in the detected kind's extension: a different last extension (".exe") is replaced.
 * - At most MAX_BASE_LENGTH characters before the extension (whole code points), "document" if empty.
 * - The header is RFC 6266: an ASCII `filename` fallback (accents folded, the rest "_") and the
 *   exact name as `filename*=UTF-8''…` (RFC 8187 percent-encoding).
 */
import type { FileKind } from './file-check';

export const MAX_BASE_LENGTH = 100;
const FALLBACK_BASE = 'document';

const EXTENSIONS: Record<FileKind, { canonical: string; accepted: readonly string[] }> = {
  pdf: { canonical: 'pdf', accepted: ['pdf'] },
  jpeg: { canonical: 'jpg', accepted: ['jpg', 'jpeg'] },
  png: { canonical: 'png', accepted: ['png'] },
};

const KIND_OF_CONTENT_TYPE: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
};

/** The kind of a file: the one the upload check detected, else the declared content type's. */
export function fileKindOf(doc: { detectedKind: string | null; contentType: string }): FileKind | undefined {
  if (doc.detectedKind && doc.detectedKind in EXTENSIONS) return doc.detectedKind as FileKind;
  return KIND_OF_CONTENT_TYPE[doc.contentType.toLowerCase()];
}

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu;
const RESERVED = /[/\\:*?"<>|%]/g;

export function downloadFileName(input: { fileName: string; kind: FileKind | undefined }): string {
  let name = input.fileName
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+|[\s.]+$/gu, '');
  const extension = input.kind ? EXTENSIONS[input.kind] : undefined;
  let ext = '';
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot + 1) : '';
  const looksLikeExtension = /^[\p{L}\p{N}]{1,10}$/u.test(current);
  if (extension) {
    if (looksLikeExtension && extension.accepted.includes(current.toLowerCase())) {
      ext = current.toLowerCase();
      name = name.slice(0, dot);
    } else {
      ext = extension.canonical;
      if (looksLikeExtension) name = name.slice(0, dot);
    }
  } else if (looksLikeExtension) {
    // An unknown kind: no extension at all rather than one the bytes were not checked against.
    name = name.slice(0, dot);
  }
  const base =
    Array.from(name.replace(/[\s.]+$/gu, ''))
      .slice(0, MAX_BASE_LENGTH)
      .join('')
      .replace(/[\s.]+$/gu, '') || FALLBACK_BASE;
  return ext ? `${base}.${ext}` : base;
}

/** Printable ASCII only: accents folded (é → e), anything else "_"; "document" when no letter is left. */
export function asciiFallback(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_')
    .replace(/_+/g, '_');
  const dot = folded.lastIndexOf('.');
  const base = dot > 0 ? folded.slice(0, dot) : folded;
  const ext = dot > 0 ? folded.slice(dot) : '';
  return /[A-Za-z0-9]/.test(base) ? folded : `${FALLBACK_BASE}${ext}`;
}

/** RFC 8187 value characters: unreserved plus a few, everything else percent-encoded as UTF-8. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Content-Disposition of a download of this document file. */
export function downloadContentDisposition(input: { fileName: string; kind: FileKind | undefined }): string {
  const name = downloadFileName(input);
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
