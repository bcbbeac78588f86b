/**
 * Sending a file to a presigned POST (S3) from the browser: the slot's fields, then the file last,
 * with progress. Shared by every upload of a document file (documents, CE certificates).
 */
export class StorageUploadError extends Error {
  constructor(readonly status: number) {
    super(`The document storage answered ${status}`);
    this.name = 'StorageUploadError';
  }
}

/** The presigned POST from the browser: its fields, then the file last; reports progress 0..100. */
export function postWithProgress(
  upload: { url: string; fields: Record<string, string> },
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new StorageUploadError(request.status));
    });
    request.addEventListener('error', () => reject(new StorageUploadError(0)));
    request.addEventListener('abort', () => reject(new StorageUploadError(0)));
    request.send(form);
  });
}
