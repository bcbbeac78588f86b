/**
 * Documents for tests, made the way the web makes them: ask the API for an upload slot, post the
 * file straight to the local S3 with the presigned form (FormData), wait for the upload check.
 */
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { newAccount } from './accounts';
import { type ApiResponse, apiClient } from './local-clients';
import type { StackInfo } from './stack-info';
import { waitBudget } from './wait-budget';

export const INDIVIDUAL_TYPES = [
  'pharmacist_license',
  'college_license',
  'pharmacy_certification',
  'driver_license',
] as const;
export type IndividualType = (typeof INDIVIDUAL_TYPES)[number];

/**
 * An expiry date a year from now (`YYYY-MM-DD`, by Puerto Rico's calendar as the stack checks it):
 * most document types require one at upload (issue 14), and a year ahead is neither past nor within
 * the reminder window, whenever the run crosses midnight.
 */
export const futureExpiry = (days = 365): string => addDays(puertoRicoToday(), days);

export interface TestFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/** A one-page PDF with a classic cross-reference table, as the upload check's structure check reads it. */
export function onePagePdfBytes(extraObjects: string[] = []): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ...extraObjects,
  ];
  let body = '%PDF-1.7\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG signature and IHDR chunk of the given dimensions, then filler (the check reads the header only). */
export function pngBytes(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(1024, 1)]);
}

/** SOI, an APP0 segment and a baseline frame header of 640×480, then filler. */
function jpegBytes(): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0x01, 0xe0, 0x02, 0x80, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.alloc(1024, 2)]);
}

export const files = {
  pdf: (fileName = 'licencia.pdf'): TestFile => ({
    bytes: onePagePdfBytes([`<< /Length 4096 >>\nstream\n${' '.repeat(4096)}\nendstream`]),
    fileName,
    contentType: 'application/pdf',
  }),
  png: (fileName = 'scan.png'): TestFile => ({ bytes: pngBytes(800, 600), fileName, contentType: 'image/png' }),
  jpeg: (fileName = 'photo.jpg'): TestFile => ({ bytes: jpegBytes(), fileName, contentType: 'image/jpeg' }),
  /** An HTML page named .pdf: the browser would call it application/pdf. */
  fakePdf: (fileName = 'licencia-falsa.pdf'): TestFile => ({
    bytes: Buffer.from('<!doctype html><html><body>not a pdf</body></html>'),
    fileName,
    contentType: 'application/pdf',
  }),
  /** Starts like a PDF but has no cross-reference and no page: refused by the structure check. */
  pdfWithoutXref: (fileName = 'sin-tabla.pdf'): TestFile => ({
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]),
    fileName,
    contentType: 'application/pdf',
  }),
  /** A PNG whose header says it is 0 pixels wide. */
  pngZeroWidth: (fileName = 'vacia.png'): TestFile => ({ bytes: pngBytes(0, 600), fileName, contentType: 'image/png' }),
};

export interface DocumentRecord {
  id: string;
  type: string;
  status: string;
  fileName: string;
  rejectionReason: string | null;
  denialReason: string | null;
  verified: boolean;
  denied: boolean;
  [key: string]: unknown;
}

/** A document to decide on: its record (which names its current `fileNumber`) or its id (file 1). */
export type DocumentRef = string | { id: string; fileNumber?: unknown };

export const refOf = (doc: DocumentRef) =>
  typeof doc === 'string'
    ? { id: doc, fileNumber: 1 }
    : { id: doc.id, fileNumber: typeof doc.fileNumber === 'number' ? doc.fileNumber : 1 };

export interface UploadSlot {
  document: DocumentRecord;
  upload: { url: string; fields: Record<string, string>; expiresAt: string };
}

/** Posts a file to a presigned POST as a browser form would (fields first, the file last). */
export async function postToS3(upload: UploadSlot['upload'], file: TestFile): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.fileName);
  return fetch(upload.url, { method: 'POST', body: form });
}

export const expectStatus = (response: ApiResponse, what: string, ...ok: number[]) => {
  if (!ok.includes(response.status)) throw new Error(`${what}: ${response.status} ${response.text}`);
  return response;
};

/** What the browser declares about a file when it asks for an upload slot or replaces a file. */
export const declarationOf = (file: TestFile) => ({
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.bytes.length,
  expiresOn: futureExpiry(),
});

type DocumentCall = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

/**
 * The steps a user's and an organization's documents share: wait for the upload check, upload a new
 * document, replace a file, and make a document with an accepted file. `requestSlot` asks the API for
 * a new document's upload slot; `what` names the documents in errors.
 */
export function documentFileSteps<Type extends string>(
  call: DocumentCall,
  list: () => Promise<DocumentRecord[]>,
  requestSlot: (type: Type, file: TestFile) => Promise<UploadSlot>,
  what: string,
) {
  /** Waits until the upload check has decided (the status leaves `uploading`). */
  async function settled(id: string, timeoutMs = 10_000): Promise<DocumentRecord> {
    const deadline = Date.now() + waitBudget(timeoutMs);
    while (Date.now() < deadline) {
      const doc = (await list()).find((d) => d.id === id);
      if (doc && doc.status !== 'uploading') return doc;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${what} ${id} still uploading after ${timeoutMs} ms`);
  }
  async function postFile(slot: UploadSlot, file: TestFile) {
    const posted = await postToS3(slot.upload, file);
    if (posted.status >= 300) throw new Error(`S3 POST ${posted.status}`);
  }
  /** Slot, upload, check: the document as the check left it. */
  async function upload(type: Type, file: TestFile = files.pdf()): Promise<DocumentRecord> {
    const slot = await requestSlot(type, file);
    await postFile(slot, file);
    return settled(slot.document.id);
  }
  async function replace(id: string, file: TestFile, how: 'update' | 'resubmit'): Promise<DocumentRecord> {
    const response =
      how === 'update'
        ? await call('PUT', `/api/documents/${id}`, declarationOf(file))
        : await call('POST', `/api/documents/${id}/resubmit`, declarationOf(file));
    await postFile(expectStatus(response, `${how} ${id}`, 200).body as unknown as UploadSlot, file);
    return settled(id);
  }
  /** The document of a type with an accepted file (pending or approved), made if needed. */
  async function ensureWithFile(type: Type): Promise<DocumentRecord> {
    const existing = (await list()).find((doc) => doc.type === type);
    if (existing && (existing.status === 'pending' || existing.status === 'approved')) return existing;
    if (existing?.status === 'denied') return replace(existing.id, files.pdf(), 'resubmit');
    return upload(type);
  }
  return { settled, upload, replace, ensureWithFile };
}

export function documentsApi(stack: StackInfo, token: string) {
  const api = apiClient(stack);
  const call = (method: string, path: string, body?: unknown) => api(method, path, { token, body });
  const list = async () =>
    (expectStatus(await call('GET', '/api/documents'), 'list documents', 200).body.documents as DocumentRecord[]) ?? [];
  const get = async (id: string) => (await list()).find((doc) => doc.id === id);
  async function requestUpload(type: IndividualType, file: TestFile): Promise<UploadSlot> {
    const response = await call('POST', '/api/documents/uploads', { type, ...declarationOf(file) });
    return expectStatus(response, `upload slot for ${type}`, 200, 201).body as unknown as UploadSlot;
  }

  return {
    call,
    list,
    get,
    requestUpload,
    ...documentFileSteps(call, list, requestUpload, 'document'),
    /** Removes the caller's document of a type, if any. */
    async remove(type: IndividualType): Promise<void> {
      const existing = (await list()).find((doc) => doc.type === type);
      if (existing) expectStatus(await call('DELETE', `/api/documents/${existing.id}`), `delete ${type}`, 200);
    },
  };
}

export function adminApi(stack: StackInfo, token: string) {
  const api = apiClient(stack);
  return {
    /** The body is sent as given: a decision names the file it is about (`fileNumber`). */
    verify: (id: string, body: Record<string, unknown>) =>
      api('PUT', `/api/admin/documents/${id}/verify`, { token, body }),
    /** Approves the document's current file as the record shows it (an id alone: its first file). */
    async approve(doc: DocumentRef, notes = 'Looks good') {
      const { id, fileNumber } = refOf(doc);
      return expectStatus(await this.verify(id, { verified: true, fileNumber, notes }), `approve ${id}`, 200);
    },
    async deny(doc: DocumentRef, denialReason: string) {
      const { id, fileNumber } = refOf(doc);
      return expectStatus(await this.verify(id, { verified: false, fileNumber, denialReason }), `deny ${id}`, 200);
    },
    list: (query: Record<string, string> = {}) =>
      api('GET', `/api/admin/documents?${new URLSearchParams(query)}`, { token }),
    awaiting: () => api('GET', '/api/admin/users/awaiting-approval', { token }),
    /**
     * A user's row on the final-approval list, read page by page (other files' users are on it too),
     * or undefined when the list ends without them.
     */
    async awaitingUser(userId: string) {
      let cursor: string | undefined;
      for (let page = 0; page < 100; page++) {
        const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
        const response = await api('GET', `/api/admin/users/awaiting-approval?${query}`, { token });
        expectStatus(response, 'awaiting approval', 200);
        const users = response.body.users as { id: string; documents: unknown[] }[];
        const found = users.find((user) => user.id === userId);
        cursor = response.body.nextCursor as string | undefined;
        if (found || !cursor) return found;
      }
      return undefined;
    },
    approveUser: (userId: string) => api('POST', `/api/admin/users/${userId}/approve-bookrx`, { token }),
    /** Final approval, retried until the stream has made the user eligible for it. */
    approveUserOnceEligible: (userId: string) =>
      eventually(async () =>
        (await api('POST', `/api/admin/users/${userId}/approve-bookrx`, { token })).status === 200 ? true : undefined,
      ),
    stats: () => api('GET', '/api/admin/stats', { token }),
  };
}

/** The licences a pharmacist's verification rests on (the driver's licence is not one of them). */
export const REQUIRED_LICENCES = ['pharmacist_license', 'college_license', 'pharmacy_certification'] as const;

/**
 * A new pharmacist taken through the whole loop to final approval (verified, BookRx active): the four
 * documents uploaded and submitted, the required licences approved by `adminToken`'s admin.
 */
export async function approvedPharmacist(stack: StackInfo, adminToken: string, label: string) {
  const account = await newAccount(stack, label);
  const mine = documentsApi(stack, account.token);
  const docs = {} as Record<IndividualType, DocumentRecord>;
  for (const type of INDIVIDUAL_TYPES) docs[type] = await mine.upload(type);
  expectStatus(await mine.call('POST', '/api/documents/submit'), 'submit documents', 200);
  const admin = adminApi(stack, adminToken);
  for (const type of REQUIRED_LICENCES) await admin.approve(docs[type]);
  await admin.approveUserOnceEligible(account.userId);
  return { account, docs, mine };
}

/** Polls until `check` returns a value (the stream-maintained lists trail the writes a little). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + waitBudget(timeoutMs);
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${waitBudget(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The user id (Cognito sub) inside an access token. */
export const subOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
