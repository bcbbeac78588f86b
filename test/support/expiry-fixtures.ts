/** Shared by the licence-expiry tests (../integration/document-expiry*.test.ts). */
import { files } from './document-fixtures';

/** The file part of an upload or replacement (a small PDF), with extra fields such as `expiresOn`. */
export const declaration = (extra: Record<string, unknown> = {}) => {
  const file = files.pdf();
  return { fileName: file.fileName, contentType: file.contentType, size: file.bytes.length, ...extra };
};
