/**
 * Issue 23: an upload writes the documents' cache once, under the key every page reads, so each list
 * that shows documents (the documents page and its upload panel, the BookRx page, the organization's
 * access status on the dashboard and the BookRx page) sees the new document without reading the list
 * again. A real QueryClient (the app's), one observer per reader, the API replaced by a fake server.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentContext } from '@lunia/shared/domain/constants';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DocumentRecord, documentsQueryOptions } from '../../../entities/documents/api/list-documents';
import { documentDeleted } from '../../../entities/documents/document-cache';
import { chooseActiveOrganization } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { queryClient } from '../../../lib/query-client';
import { uploadDocument } from './upload-document';

vi.mock('../../../lib/auth/authenticated-request', () => ({ authenticatedRequest: vi.fn() }));

const ORG_ID = 'org-1';

const record = (id: string, context: DocumentContext, status: DocumentRecord['status']): DocumentRecord => ({
  id,
  type: context === 'organization' ? 'pharmacy_license' : 'pharmacist_license',
  context,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: status === 'uploading' ? null : 1000,
  status,
  verified: status === 'approved',
  denied: false,
  denialReason: null,
  rejectionReason: null,
  notes: null,
  module: 'bookrx',
  fileNumber: 1,
  uploadedAt: '2026-03-01T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  reviewedAt: null,
  expiresOn: null,
  orgId: context === 'organization' ? ORG_ID : null,
});

/** The fake server: each context's documents; a file that reaches storage passes the check. */
const server = { individual: [] as DocumentRecord[], organization: [] as DocumentRecord[] };

function answer(routeId: string): unknown {
  switch (routeId) {
    case 'listMyDocuments':
      return { documents: [...server.individual] };
    case 'listOrganizationDocuments':
      return { documents: [...server.organization] };
    case 'createDocumentUpload':
    case 'createOrganizationDocumentUpload': {
      const context = routeId === 'createDocumentUpload' ? 'individual' : 'organization';
      const document = record(`new-${context}`, context, 'uploading');
      server[context].push(document);
      return { document, upload: { url: 'http://storage.test/bucket', fields: { key: 'k' }, expiresAt: '' } };
    }
    default:
      throw new Error(`unexpected route ${routeId}`);
  }
}

/** The browser's POST to storage: accepted, and the server's check then finds a valid file. */
class StorageUpload {
  readonly upload = { addEventListener: () => {} };
  status = 0;
  private onLoad = () => {};
  open() {}
  addEventListener(type: string, listener: () => void) {
    if (type === 'load') this.onLoad = listener;
  }
  send() {
    for (const list of [server.individual, server.organization])
      for (const [index, each] of list.entries())
        if (each.status === 'uploading') list[index] = { ...each, status: 'pending' };
    this.status = 204;
    queueMicrotask(this.onLoad);
  }
}

const reads = (routeId: string) => vi.mocked(authenticatedRequest).mock.calls.filter(([id]) => id === routeId).length;

type ReaderOptions = ReturnType<typeof documentsQueryOptions>;

/** Every reader of a context's documents, with the options it reads them with (see the last test). */
const readersOf = (context: DocumentContext): Record<string, ReaderOptions> =>
  context === 'individual'
    ? {
        'documents page and upload panel (useDocuments)': documentsQueryOptions('individual', null),
        'BookRx page, recent activity': { ...documentsQueryOptions('individual', null), enabled: true },
      }
    : {
        'documents page and upload panel (useDocuments)': documentsQueryOptions('organization', ORG_ID),
        'BookRx page, recent activity': { ...documentsQueryOptions('organization', ORG_ID), enabled: true },
        'dashboard and BookRx page, organization access status': {
          ...documentsQueryOptions('organization', ORG_ID),
          enabled: true,
        },
      };

let unsubscribes: (() => void)[] = [];

/** Opens every reader of the context and waits for their lists. */
async function openReaders(context: DocumentContext) {
  const observers = Object.entries(readersOf(context)).map(([page, options]) => {
    const observer = new QueryObserver(queryClient, options);
    unsubscribes.push(observer.subscribe(() => {}));
    return { page, observer };
  });
  await vi.waitFor(() =>
    expect(observers.filter(({ observer }) => !observer.getCurrentResult().isSuccess)).toEqual([]),
  );
  /** What each page shows now: the status of each document, by id. */
  const shown = () =>
    Object.fromEntries(
      observers.map(({ page, observer }) => [
        page,
        Object.fromEntries((observer.getCurrentResult().data ?? []).map((each) => [each.id, each.status])),
      ]),
    );
  const fetching = () => observers.filter(({ observer }) => observer.getCurrentResult().isFetching).map((o) => o.page);
  return { shown, fetching };
}

const sameForEveryReader = (context: DocumentContext, statuses: Record<string, string>) =>
  Object.fromEntries(Object.keys(readersOf(context)).map((page) => [page, statuses]));

beforeEach(() => {
  server.individual = [record('old-individual', 'individual', 'approved')];
  server.organization = [record('old-organization', 'organization', 'denied')];
  vi.mocked(authenticatedRequest).mockImplementation(((routeId: string) =>
    Promise.resolve(answer(routeId))) as unknown as typeof authenticatedRequest);
  vi.stubGlobal('XMLHttpRequest', StorageUpload);
});

afterEach(() => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  unsubscribes = [];
  queryClient.clear();
  vi.mocked(authenticatedRequest).mockReset();
  vi.unstubAllGlobals();
  chooseActiveOrganization(null);
});

describe.each([
  ['individual', 'listMyDocuments'],
  ['organization', 'listOrganizationDocuments'],
] as const)('an upload in the %s context', (context, listRoute) => {
  it('shows the new document on every page that lists documents, without reading a list again', async () => {
    chooseActiveOrganization(context === 'organization' ? ORG_ID : null);
    const readers = await openReaders(context);
    // One key whoever reads it: the pages share one read (two different keys would read twice).
    expect(reads(listRoute)).toBe(1);

    const seenWhileChecking: unknown[] = [];
    const checked = await uploadDocument({
      action: 'create',
      type: context === 'organization' ? 'pharmacy_license' : 'pharmacist_license',
      documentId: undefined,
      file: new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }),
      context,
      onPhase: (phase) => {
        if (phase.phase === 'checking') seenWhileChecking.push(readers.shown());
      },
    });

    const old = `old-${context}`;
    const oldStatus = context === 'organization' ? 'denied' : 'approved';
    // Once the slot is issued, every page shows the document as uploading (from the slot's answer).
    expect(seenWhileChecking).toEqual([
      sameForEveryReader(context, { [old]: oldStatus, [`new-${context}`]: 'uploading' }),
    ]);
    // After the check, every page shows it as checked: the upload's own read of the list (it waits for
    // the check) is the only read after the pages opened; no page read the list again.
    expect(checked?.status).toBe('pending');
    expect(readers.shown()).toEqual(sameForEveryReader(context, { [old]: oldStatus, [`new-${context}`]: 'pending' }));
    expect(reads(listRoute)).toBe(2);
    expect(readers.fetching()).toEqual([]);
  });
});

describe('a deleted document', () => {
  it('leaves every page that lists documents, without reading a list again', async () => {
    chooseActiveOrganization(ORG_ID);
    const readers = await openReaders('organization');
    documentDeleted('organization', ORG_ID, 'old-organization');
    expect(readers.shown()).toEqual(sameForEveryReader('organization', {}));
    expect(reads('listOrganizationDocuments')).toBe(1);
    expect(readers.fetching()).toEqual([]);
  });
});

describe('the readers of documents', () => {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
  const source = (file: string) => readFileSync(join(srcDir, file), 'utf8');

  it('read them with the documents entity’s options, as the tests above do', () => {
    const readers: [file: string, call: string][] = [
      ['entities/documents/api/list-documents.ts', 'useQuery(documentsQueryOptions(context, orgId))'],
      ['features/documents/routes/document-upload-page.tsx', 'useDocuments(liveContext)'],
      ['features/documents/components/document-upload-panel.tsx', 'useDocuments(context)'],
      ['features/bookrx/routes/bookrx-network-page.tsx', "documentsQueryOptions('individual', null)"],
      [
        'features/bookrx/routes/bookrx-network-page.tsx',
        "documentsQueryOptions('organization', organization?.id ?? null)",
      ],
      ['features/bookrx/routes/bookrx-network-page.tsx', 'useOrganizationAccessStatus(organization)'],
      ['features/dashboard/routes/dashboard-page.tsx', 'useOrganizationAccessStatus('],
      [
        'entities/organization/organization-access.ts',
        "documentsQueryOptions('organization', organization?.id ?? null)",
      ],
    ];
    expect(readers.filter(([file, call]) => !source(file).includes(call))).toEqual([]);
  });
});
