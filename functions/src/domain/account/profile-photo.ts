/**
 * Profile photo rules (portal-and-admin §5): JPEG or PNG, at most 5 MB, checked on the real bytes
 * after the upload (the local S3 enforces no POST policy, and a policy cannot look inside a file).
 */
import { MAX_PHOTO_BYTES, type PHOTO_CONTENT_TYPES } from '@lunia/shared/domain/constants';

export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

export const PHOTO_TOO_LARGE = 'File size must be less than 5MB';
export const PHOTO_WRONG_TYPE = 'File must be JPEG or PNG';
export const PHOTO_EMPTY = 'The file is empty';
/** How long an upload slot (presigned POST) stays valid. */
export const PHOTO_UPLOAD_EXPIRY_SECONDS = 5 * 60;
/** How long a photo URL (presigned GET) stays valid. */
export const PHOTO_URL_EXPIRY_SECONDS = 60 * 60;
/** Bytes needed to recognise the formats. */
export const PHOTO_MAGIC_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type the file's first bytes announce, if it is one we accept. */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return undefined;
}

/** Undefined when the uploaded file is an acceptable photo, else the spec's message. */
export function photoRejectionReason(file: { size: number; firstBytes: Uint8Array }): string | undefined {
  if (file.size <= 0) return PHOTO_EMPTY;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  if (!detectPhotoType(file.firstBytes)) return PHOTO_WRONG_TYPE;
  return undefined;
}

const PHOTO_KEY = /^users\/([A-Za-z0-9-]{1,64})\/photo\/([A-Za-z0-9-]{1,64})$/;

/** Server-chosen object key of a photo upload: `users/<userId>/photo/<uploadId>`. */
export function photoKeyFor(userId: string, uploadId: string): string {
  const key = `users/${userId}/photo/${uploadId}`;
  if (!PHOTO_KEY.test(key)) throw new Error('Invalid user or upload id for a photo key');
  return key;
}

/** The owner of a photo key, or undefined for a key we never hand out. */
export function photoKeyOwner(key: string): string | undefined {
  return PHOTO_KEY.exec(key)?.[1];
}
