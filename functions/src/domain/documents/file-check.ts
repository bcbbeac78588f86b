/**
 * What the upload-event handler decides about an uploaded file, from its real size and first bytes
 * (never from the declared type or the file name). Pure.
 */
import { MAX_DOCUMENT_BYTES } from '@lunia/shared/domain/constants';

export type FileKind = 'jpeg' | 'png' | 'pdf';

/** How many leading bytes the check needs. */
export const SIGNATURE_BYTES = 8;

export const FILE_TYPE_REJECTION = 'File must be JPEG, PNG, or PDF';
export const FILE_SIZE_REJECTION = 'File size must be less than 10MB';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** JPEG (FF D8 FF), PNG (the 8-byte signature) or PDF (`%PDF-` at offset 0); anything else is undefined. */
export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return undefined;
}

export type FileVerdict = { accepted: true; kind: FileKind } | { accepted: false; reason: string };

/** Size first (an oversized file is refused whatever it is), then the magic bytes. */
export function judgeUploadedFile(file: { size: number; firstBytes: Uint8Array }): FileVerdict {
  if (file.size > MAX_DOCUMENT_BYTES) return { accepted: false, reason: FILE_SIZE_REJECTION };
  const kind = file.size > 0 ? detectFileKind(file.firstBytes) : undefined;
  if (!kind) return { accepted: false, reason: FILE_TYPE_REJECTION };
  return { accepted: true, kind };
}
