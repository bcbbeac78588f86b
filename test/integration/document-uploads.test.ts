/**
 * The document upload pipeline's edge cases, through real uploads to the local S3: uploads the
 * browser would not send, replayed and malformed S3 events, the checked file pinned against a second
 * post, and deleting a document with many versions. The verification loop is in ./documents.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../support/accounts';
import { documentsApi, eventually, files, postToS3 } from '../support/document-fixtures';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const bucket = stack.env.DOCUMENTS_BUCKET ?? '';
beforeAll(() => {
  // The S3 helpers and the event handler imported below read the stack's environment.
  Object.assign(process.env, stack.env);
});

const objectExists = async (key: string) => {
  const { headObject } = await import('../../functions/src/lib/aws/s3-objects');
  return (await headObject(bucket, key)) !== undefined;
};
const storedDocument = (id: string) => table.get({ PK: `DOC#${id}`, SK: 'DOC' });

describe('uploads the browser would not send', () => {
  it('rejects an 11 MB file posted around the browser and removes it', async () => {
    const account = await newAccount(stack, 'big');
    const mine = documentsApi(stack, account.token);
    // The slot is asked for honestly; the file posted is bigger (the local S3 enforces no policy).
    const slot = await mine.requestUpload('driver_license', files.pdf());
    const big = {
      ...files.pdf('big.pdf'),
      bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024)]),
    };
    expect((await postToS3(slot.upload, big)).status).toBeLessThan(300);
    const doc = await mine.settled(slot.document.id);
    expect(doc).toMatchObject({ status: 'rejected', rejectionReason: 'File size must be less than 10MB' });
    expect(await objectExists(String((await storedDocument(doc.id))?.uploadKey))).toBe(false);
  });

  it('rejects a PDF without a cross-reference and a PNG 0 pixels wide: never pending, file removed', async () => {
    const account = await newAccount(stack, 'structure');
    const mine = documentsApi(stack, account.token);
    const cases = [
      {
        type: 'driver_license',
        file: files.pdfWithoutXref(),
        reason: 'The PDF is damaged: it has no readable cross-reference table',
      },
      {
        type: 'college_license',
        file: files.pngZeroWidth(),
        reason: 'The image is damaged: its width and height must be between 1 and 20000 pixels',
      },
    ] as const;
    for (const { type, file, reason } of cases) {
      const doc = await mine.upload(type, file);
      expect(doc).toMatchObject({ status: 'rejected', rejectionReason: reason });
      expect(await objectExists(String((await storedDocument(doc.id))?.uploadKey))).toBe(false);
      const timeline = await api('GET', `/api/documents/${doc.id}/timeline`, { token: account.token });
      const actions = (timeline.body.events as { action: string; reason: string | null }[]).map((e) => e.action);
      expect(actions).toContain('file_rejected');
      expect(actions).not.toContain('file_accepted');
    }
    // A structurally sound file of the same kinds is accepted.
    expect((await mine.upload('pharmacy_certification', files.pdf())).status).toBe('pending');
    const rejectedPng = (await mine.list()).find((doc) => doc.type === 'college_license');
    expect(await mine.replace(String(rejectedPng?.id), files.png(), 'update')).toMatchObject({
      status: 'pending',
      fileNumber: 2,
    });
  });

  it('refuses an oversized or wrong-type declaration with the spec messages', async () => {
    const account = await newAccount(stack, 'declare');
    const tooBig = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'driver_license', fileName: 'a.pdf', contentType: 'application/pdf', size: 11 * 1024 * 1024 },
    });
    expect(tooBig).toMatchObject({ status: 400, body: { error: 'File size must be less than 10MB', field: 'size' } });
    const wrongType = await api('POST', '/api/documents/uploads', {
      token: account.token,
      body: { type: 'driver_license', fileName: 'a.exe', contentType: 'application/x-msdownload', size: 10 },
    });
    expect(wrongType).toMatchObject({ status: 400, body: { error: 'File must be JPEG, PNG, or PDF' } });
  });
});

describe('the S3 event handler', () => {
  it('decides once: replaying the same event changes nothing', async () => {
    const account = await newAccount(stack, 'replay');
    const mine = documentsApi(stack, account.token);
    const doc = await mine.upload('college_license');
    const before = await storedDocument(doc.id);
    const key = String(before?.uploadKey);
    const { handler } = await import('../../functions/src/events/s3-document-uploaded');
    const { encodeS3EventKey } = await import('../../infra/local/s3-local');
    const event = {
      Records: [
        {
          eventName: 'ObjectCreated:Post',
          s3: { bucket: { name: bucket }, object: { key: encodeS3EventKey(key), size: 10 } },
        },
      ],
    } as unknown as import('aws-lambda').S3Event;
    await handler(event);
    await handler(event);
    const after = await storedDocument(doc.id);
    expect(after).toEqual(before);
    const timeline = await api('GET', `/api/documents/${doc.id}/timeline`, { token: account.token });
    expect((timeline.body.events as { action: string }[]).filter((e) => e.action === 'file_accepted')).toHaveLength(1);
  });
});

describe('the checked file is pinned', () => {
  it('a second post of the same form is deleted; view and download still give the checked bytes', async () => {
    const account = await newAccount(stack, 'repost');
    const mine = documentsApi(stack, account.token);
    const original = files.pdf('licencia.pdf');
    const slot = await mine.requestUpload('pharmacist_license', original);
    expect((await postToS3(slot.upload, original)).status).toBeLessThan(300);
    const doc = await mine.settled(slot.document.id);
    expect(doc.status).toBe('pending');
    const accepted = await storedDocument(doc.id);
    const uploadKey = String(accepted?.uploadKey);
    const checkedKey = String(accepted?.checkedKey);
    expect(checkedKey).toBe(`checked/${uploadKey}/${String(accepted?.checkedETag)}`);
    // The upload key's object is gone once copied: only the checked copy is kept and served.
    expect(await objectExists(uploadKey)).toBe(false);
    expect(await objectExists(checkedKey)).toBe(true);

    // The same presigned form, still valid, posted again with other (valid) bytes.
    const swapped = files.png('licencia.pdf');
    expect((await postToS3(slot.upload, swapped)).status).toBeLessThan(300);
    await eventually(async () => ((await objectExists(uploadKey)) ? undefined : true));
    expect(await storedDocument(doc.id)).toEqual(accepted);

    for (const path of ['view', 'download'] as const) {
      const response = await api('GET', `/api/documents/${doc.id}/${path}`, { token: account.token });
      expect(response.status).toBe(200);
      for (const url of [response.body.viewUrl, response.body.downloadUrl]) {
        const file = await fetch(String(url));
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(original.bytes)).toBe(true);
      }
    }
  });

  it('saves the download under a sanitised name with the detected kind’s extension', async () => {
    const account = await newAccount(stack, 'dlname');
    // Declared as a PDF named like an executable, with an RTL override; the bytes are a PNG.
    const doc = await documentsApi(stack, account.token).upload('college_license', {
      ...files.png(),
      fileName: 'licencia\u202Egnp.exe',
      contentType: 'application/pdf',
    });
    expect(doc.status).toBe('pending');
    const response = await api('GET', `/api/documents/${doc.id}/download`, { token: account.token });
    const disposition = new URL(String(response.body.downloadUrl)).searchParams.get('response-content-disposition');
    expect(disposition).toBe(`attachment; filename="licenciagnp.png"; filename*=UTF-8''licenciagnp.png`);
  });
});

describe('malformed upload events', () => {
  const record = (bucketName: string, key: unknown) => ({
    eventName: 'ObjectCreated:Post',
    s3: { bucket: { name: bucketName }, object: { key, size: 10 } },
  });
  const keys: unknown[] = [
    undefined,
    42,
    '%E0%A4%A',
    'users/a%00b/documents/c/d',
    `users/${'x'.repeat(2000)}/documents/d/f`,
    'users/someone%40example.com/documents/d/f',
    'users/../documents/../x',
    'users/nobody/documents/no-such-document/file-1',
    'somewhere/else.pdf',
    'checked/users/nobody/documents/no-such-document/file-1/abc',
  ];

  it('are logged and acknowledged by both handlers, never thrown', async () => {
    const documentsHandler = (await import('../../functions/src/events/s3-document-uploaded')).handler;
    const photosHandler = (await import('../../functions/src/events/s3-photo-uploaded')).handler;
    const photosBucket = stack.env.PHOTOS_BUCKET ?? '';
    const asEvent = (records: unknown[]) => ({ Records: records }) as unknown as import('aws-lambda').S3Event;
    await expect(documentsHandler(asEvent(keys.map((key) => record(bucket, key))))).resolves.toBeUndefined();
    await expect(photosHandler(asEvent(keys.map((key) => record(photosBucket, key))))).resolves.toBeUndefined();
    await expect(documentsHandler(asEvent([{ eventName: 'ObjectCreated:Put' }, null]))).resolves.toBeUndefined();
    await expect(documentsHandler({} as import('aws-lambda').S3Event)).resolves.toBeUndefined();
  });
});

describe('deleting a document replaced many times', () => {
  it('deletes the document and all its 150 versions (more than one transaction holds)', async () => {
    const account = await newAccount(stack, 'many-versions');
    const doc = await documentsApi(stack, account.token).upload('driver_license');
    const current = await storedDocument(doc.id);
    // 150 earlier files, as 150 replacements would have left them (written directly: faster).
    for (let n = 1; n <= 150; n++) {
      await table.put({
        PK: `DOC#${doc.id}`,
        SK: `VERSION#${String(n).padStart(4, '0')}`,
        entity: 'DocumentVersion',
        documentId: doc.id,
        n,
        uploadKey: String(current?.uploadKey),
        checkedKey: null,
        fileName: 'old.pdf',
        contentType: 'application/pdf',
        size: 10,
        status: 'pending',
        denialReason: null,
        rejectionReason: null,
        notes: null,
        uploadedAt: '2026-01-01T00:00:00.000Z',
        replacedAt: '2026-01-02T00:00:00.000Z',
      });
    }
    const response = await api('DELETE', `/api/documents/${doc.id}`, { token: account.token });
    expect(response.status, response.text).toBe(200);
    expect(await table.queryPartition(`DOC#${doc.id}`)).toEqual([]);
  });
});
