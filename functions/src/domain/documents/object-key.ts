/**
 * Object keys of document files: chosen by the server, never from the user's file name, and
 * parseable back to the owner and the document (the upload event carries only the key).
 *   users/<ownerId>/documents/<documentId>/<uuid>   orgs/<orgId>/documents/<documentId>/<uuid>
 */
export type OwnerType = 'USER' | 'ORG';

export interface DocumentObjectKey {
  ownerType: OwnerType;
  ownerId: string;
  documentId: string;
  fileId: string;
}

const PREFIX: Record<OwnerType, string> = { USER: 'users', ORG: 'orgs' };
const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export function documentObjectKey(key: DocumentObjectKey): string {
  for (const part of [key.ownerId, key.documentId, key.fileId]) {
    if (!SEGMENT.test(part)) throw new Error(`Unsafe object key segment: ${part}`);
  }
  return `${PREFIX[key.ownerType]}/${key.ownerId}/documents/${key.documentId}/${key.fileId}`;
}

export function parseDocumentObjectKey(key: string): DocumentObjectKey | undefined {
  const match = /^(users|orgs)\/([^/]+)\/documents\/([^/]+)\/([^/]+)$/.exec(key);
  if (!match) return undefined;
  const [, prefix, ownerId = '', documentId = '', fileId = ''] = match;
  if (![ownerId, documentId, fileId].every((part) => SEGMENT.test(part))) return undefined;
  return { ownerType: prefix === 'users' ? 'USER' : 'ORG', ownerId, documentId, fileId };
}

/**
 * Where an accepted file is kept once the upload check has passed it: a copy under `checked/`, named
 * by the upload key and the checked bytes' ETag. No upload form can write there (a presigned POST
 * pins its exact upload key), so a later post of the same form never replaces what was checked.
 *   checked/<upload key>/<etag>
 */
const CHECKED_PREFIX = 'checked/';

export function checkedObjectKey(uploadKey: string, etag: string): string {
  const tag = etag.replace(/[^A-Za-z0-9-]/g, '');
  if (!parseDocumentObjectKey(uploadKey) || !SEGMENT.test(tag)) throw new Error('Unsafe checked object key');
  return `${CHECKED_PREFIX}${uploadKey}/${tag}`;
}

/** A checked copy (written by the upload check itself, never by a browser). */
export const isCheckedObjectKey = (key: string) => key.startsWith(CHECKED_PREFIX);

/** The upload key a checked copy was made from (`checked/<upload key>/<etag>`); the key itself otherwise. */
export const uploadKeyOf = (key: string) =>
  isCheckedObjectKey(key) ? key.slice(CHECKED_PREFIX.length, key.lastIndexOf('/')) : key;

/**
 * S3 event notifications carry keys form-encoded: '+' is a space, the rest percent-encoded.
 * Returns undefined for a malformed encoding.
 */
export function decodeS3EventKey(key: string): string | undefined {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
