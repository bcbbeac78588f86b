/**
 * The inspection binder (issue 27) of a 50-person pharmacy: how long GET /api/locations/{id}/binder
 * takes end to end on a local stack (budget 3 s), with every member holding three credentials (two
 * approved with their review events, one pending; every document's creation event too, as the API
 * writes it, so the review trail covers it) and a pharmacist in charge named. The members, their
 * documents and the review events are written straight to the table; the owner, the organization,
 * the location and the pharmacist in charge go through the API. Median and worst of several requests
 * after one warm-up (the first loads the handler and pdf-lib), and the DynamoDB requests of one binder
 * (counted on the functions' client, which runs in this process: a figure the machine's load cannot move).
 *
 * `inspection-binder-5` (issue 43) is the binder as the issue sizes it: five credentials per person (three
 * approved, one denied with a long reason that wraps across lines, one pending), and every fifth
 * person named outside Latin-1 ("Łukasz Nguyễn 陈"), so the CJK fallback font is embedded too.
 */

import { PDFDocument } from 'pdf-lib';
import { toItem as auditItem, newAuditEvent } from '../../functions/src/data/audit-events';
import { db } from '../../functions/src/data/client';
import { createDocumentItems, type DocumentEntity } from '../../functions/src/data/documents';
import { toItem as membershipItem } from '../../functions/src/data/memberships';
import { startLocalStack } from '../../infra/local/stack';
import { newAccount } from '../support/accounts';
import { apiClient } from '../support/local-clients';
import { createOrganizationAs, locationPayload } from '../support/organization-fixture';
import { benchUserProfile, writeBenchItems } from './bench-table';
import type { BenchmarkResult } from './benchmark';

const PEOPLE = 50;
const BUDGET_MS = 3000;
const SAMPLES = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const LONG_REASON =
  'The expiry date typed on the upload does not match the date printed on the license; please upload the renewed license with the new date clearly visible.';

interface BinderShape {
  credentials: 3 | 5;
  unicodeNames: boolean;
}

function benchDocument(
  ownerId: string,
  n: number,
  type: DocumentEntity['type'],
  status: 'approved' | 'pending' | 'denied',
): DocumentEntity {
  const approved = status === 'approved';
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  return {
    id: `bench-binder-doc-${type}-${n}`,
    ownerType: 'USER',
    ownerId,
    context: 'individual',
    type,
    module: null,
    fileName: `${type}.pdf`,
    contentType: 'application/pdf',
    declaredSize: 1000,
    size: 1000,
    detectedKind: 'pdf',
    uploadKey: `users/${ownerId}/documents/${type}/bench`,
    fileNumber: 1,
    status,
    denialReason: status === 'denied' ? LONG_REASON : null,
    rejectionReason: null,
    notes: null,
    uploadedAt: at,
    createdAt: at,
    updatedAt: at,
    reviewedAt: approved ? at : null,
    reviewedBy: approved ? 'bench-admin' : null,
    expiresOn: '2029-06-30',
    ownerSearch: `bench ${ownerId}`,
    version: 1,
  };
}

/** A member's profile, membership, three documents (with their slots) and the approvals' audit events. */
function memberItems(orgId: string, n: number, shape: BinderShape): Record<string, unknown>[] {
  const profile = benchUserProfile('binder', n, n % 2 ? 'en' : 'es');
  if (shape.unicodeNames && n % 5 === 0) Object.assign(profile, { firstName: 'Łukasz', lastName: `Nguyễn 陈 ${n}` });
  const userId = String(profile.id);
  const docs =
    shape.credentials === 3
      ? [
          benchDocument(userId, n, 'pharmacist_license', 'approved'),
          benchDocument(userId, n, 'college_license', 'approved'),
          benchDocument(userId, n, 'driver_license', 'pending'),
        ]
      : [
          benchDocument(userId, n, 'pharmacist_license', 'approved'),
          benchDocument(userId, n, 'college_license', 'approved'),
          benchDocument(userId, n, 'pharmacy_certification', 'approved'),
          benchDocument(userId, n, 'driver_license', 'denied'),
          benchDocument(userId, n, 'technician_license', 'pending'),
        ];
  // Each document's creation and each approval, as the API writes them (naming the owner: the review trail).
  const event = (
    doc: DocumentEntity,
    action: 'upload_requested' | 'approved' | 'denied',
    at: string,
    actorId: string,
  ) =>
    auditItem(
      newAuditEvent({
        targetType: 'DOCUMENT',
        targetId: doc.id,
        documentId: doc.id,
        documentType: doc.type,
        documentOwnerType: doc.ownerType,
        documentOwnerId: doc.ownerId,
        at,
        action,
        actorId,
        actorRole: action === 'upload_requested' ? 'owner' : 'admin',
        actorName: action === 'upload_requested' ? null : 'Bench Reviewer',
        ...(action === 'denied' ? { reason: LONG_REASON } : {}),
      }),
    );
  const approvals = [
    ...docs.map((doc) => event(doc, 'upload_requested', doc.createdAt, userId)),
    ...docs
      .filter((doc) => doc.status === 'approved')
      .map((doc) => event(doc, 'approved', doc.reviewedAt as string, 'bench-admin')),
    ...docs.filter((doc) => doc.status === 'denied').map((doc) => event(doc, 'denied', doc.updatedAt, 'bench-admin')),
  ];
  const documentItems = docs.flatMap((doc) =>
    createDocumentItems(doc).flatMap((item) =>
      'Put' in item && item.Put ? [item.Put.Item as Record<string, unknown>] : [],
    ),
  );
  // Without the `entity` marker the table stream reacts to: no counters, no decision e-mails while measuring.
  const items: Record<string, unknown>[] = [
    profile,
    membershipItem({ orgId, userId, role: n === 0 ? 'admin' : 'member', joinedAt: new Date().toISOString() }),
    ...documentItems,
    ...approvals,
  ];
  return items.map(({ entity: _entity, ...item }) => item);
}

export async function benchInspectionBinder(
  shape: BinderShape = { credentials: 3, unicodeNames: false },
): Promise<BenchmarkResult> {
  const stack = await startLocalStack({ seed: false, web: false, log: () => {} });
  try {
    const api = apiClient(stack);
    const owner = await newAccount(stack, 'bench-binder-owner');
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Banco de Pruebas');
    const headers = { 'x-active-org-id': orgId };
    const created = await api('POST', '/api/locations', {
      token: owner.token,
      headers,
      body: locationPayload('Sucursal Principal'),
    });
    if (created.status !== 201) throw new Error(`location: ${created.status} ${created.text}`);
    const locationId = String((created.body.location as { id: string }).id);
    const items = Array.from({ length: PEOPLE - 1 }, (_, n) => memberItems(orgId, n, shape)).flat();
    await writeBenchItems(stack, items);
    await stack.drain();
    const named = await api('PUT', `/api/locations/${locationId}/pharmacist-in-charge`, {
      token: owner.token,
      headers,
      body: { memberId: 'bench-binder-00000' },
    });
    if (named.status !== 200) throw new Error(`pharmacist in charge: ${named.status} ${named.text}`);

    // The handlers run in this process: count the DynamoDB requests of their client (load-independent).
    let requests = 0;
    db().middlewareStack.add(
      (next) => (args) => {
        requests++;
        return next(args);
      },
      { step: 'initialize', name: 'benchRequestCount' },
    );
    const timeBinder = async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const requestsBefore = requests;
      const response = await api('GET', `/api/locations/${locationId}/binder?lang=es`, { token: owner.token, headers });
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      // CPU of this process (handler, local gateway, client; not DynamoDB Local's JVM): less moved by the machine's load.
      cpuMs.push((cpu.user + cpu.system) / 1000);
      lastRequests = requests - requestsBefore;
      if (response.status !== 200) throw new Error(`binder: ${response.status} ${response.text}`);
      return { ms, bytes: Buffer.from(String((response.body.binder as { pdfBase64: string }).pdfBase64), 'base64') };
    };
    let lastRequests = 0;
    const cpuMs: number[] = [];
    const first = await timeBinder();
    const samples: number[] = [];
    let size = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const sample = await timeBinder();
      samples.push(sample.ms);
      size = sample.bytes.length;
    }
    const pages = (await PDFDocument.load(first.bytes)).getPageCount();
    const worst = Math.max(...samples);
    return {
      name: `Inspection binder of a ${PEOPLE}-person pharmacy, ${shape.credentials} credentials each${shape.unicodeNames ? ', names outside Latin-1' : ''} (budget ${BUDGET_MS} ms per request)`,
      rows: [
        {
          people: String(PEOPLE),
          'first (ms)': first.ms.toFixed(0),
          'median (ms)': median(samples).toFixed(0),
          'worst (ms)': worst.toFixed(0),
          'median CPU (ms)': median(cpuMs.slice(1)).toFixed(0),
          'DynamoDB requests': String(lastRequests),
          'PDF (KB)': (size / 1024).toFixed(1),
          pages: String(pages),
        },
      ],
      failures: worst > BUDGET_MS ? [`binder took ${worst.toFixed(0)} ms (> ${BUDGET_MS} ms)`] : [],
    };
  } finally {
    await stack.stop();
  }
}
