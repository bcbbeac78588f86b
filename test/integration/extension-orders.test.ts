/**
 * Extension orders (issue 27 E): the preview counts exactly the approved documents of the order's
 * types expiring in its window; applying extends each of them once through the reminder queue, with
 * its `expiry_extended` event, the owner's expiry map and an e-mail in the owner's language; the same
 * order again changes nothing, the same number with other terms is a 409, a document changed after
 * the order matched it is skipped, support may preview but not apply, and every rule of the body is a
 * 400 on its field.
 *
 * The window is a few days about six to twelve years ahead, drawn per run, so no document of another
 * file (they run at the same time on the same stack) falls in it.
 */
import { randomInt } from 'node:crypto';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents, newAuditEvent, putAuditEvent } from '../../functions/src/data/audit-events';
import { getDocument } from '../../functions/src/data/documents';
import { createExtensionOrder, getExtensionOrderProgress } from '../../functions/src/data/extension-orders';
import { userKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  adminApi,
  type DocumentRecord,
  documentsApi,
  files,
  type IndividualType,
  postToS3,
  type UploadSlot,
} from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { declaration } from '../support/expiry-fixtures';
import { accessTokenFor, DEMO, mailsTo } from '../support/local-clients';
import { platformCallers } from '../support/platform-callers';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const start = addDays(puertoRicoToday(), 2200 + randomInt(0, 2000));
const day = (n: number) => addDays(start, n);
const run = `${Date.now().toString(36)}${randomInt(0, 1296).toString(36)}`.toUpperCase();
const order = {
  orderNumber: `OA-${run}`,
  issuedOn: addDays(puertoRicoToday(), -3),
  documentTypes: ['pharmacist_license', 'college_license'] as ('pharmacist_license' | 'college_license')[],
  expiringFrom: day(0),
  expiringTo: day(5),
  newExpiresOn: day(180),
};

let adminToken = '';
let superAdmin = '';
let support = '';
const people = {} as Record<'ana' | 'beto' | 'carla' | 'dario' | 'flor', TestAccount>;
const docs = {} as Record<
  'anaLicence' | 'anaDriver' | 'betoCollege' | 'carlaPending' | 'darioLater' | 'florRenewed',
  DocumentRecord
>;

async function uploadWithDate(account: TestAccount, type: IndividualType, expiresOn: string, approve = true) {
  const response = await api('POST', '/api/documents/uploads', {
    token: account.token,
    body: { type, ...declaration({ expiresOn }) },
  });
  expect(response.status, response.text).toBeLessThan(300);
  const slot = response.body as unknown as UploadSlot;
  expect((await postToS3(slot.upload, files.pdf())).status).toBeLessThan(300);
  const doc = await documentsApi(stack, account.token).settled(slot.document.id, 45_000);
  if (approve) await adminApi(stack, adminToken).approve(doc);
  return doc;
}

const preview = (body: Record<string, unknown>, token = superAdmin) =>
  api('POST', '/api/admin/extension-orders/preview', { token, body });
const apply = (body: Record<string, unknown>, token = superAdmin) =>
  api('POST', '/api/admin/extension-orders', { token, body });
const expiryOf = async (id: string) => (await getDocument(id))?.expiresOn;
const extensionEvents = async (id: string) =>
  (await listAuditEvents('DOCUMENT', id)).filter((event) => event.action === 'expiry_extended');

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  adminToken = await accessTokenFor(stack, DEMO.admin);
  const callers = await platformCallers(stack);
  superAdmin = callers.admin.token;
  support = callers.support.token;
  [people.ana, people.beto, people.carla, people.dario, people.flor] = await Promise.all([
    newAccount(stack, 'ext-ana'),
    newAccount(stack, 'ext-beto', { language: 'es' }),
    newAccount(stack, 'ext-carla'),
    newAccount(stack, 'ext-dario'),
    newAccount(stack, 'ext-flor'),
  ]);
  [docs.anaLicence, docs.anaDriver, docs.betoCollege, docs.carlaPending, docs.darioLater, docs.florRenewed] =
    await Promise.all([
      uploadWithDate(people.ana, 'pharmacist_license', day(1)),
      uploadWithDate(people.ana, 'driver_license', day(1)),
      uploadWithDate(people.beto, 'college_license', day(2)),
      uploadWithDate(people.carla, 'pharmacist_license', day(3), false),
      uploadWithDate(people.dario, 'pharmacist_license', day(9)),
      uploadWithDate(people.flor, 'pharmacist_license', day(5)),
    ]);
}, 180_000);

afterAll(() => drainStack(stack));

describe('an extension order, previewed and applied', { shuffle: false }, () => {
  it('previews exactly the approved documents of its types in its window, with owner and date', async () => {
    const response = await preview(order);
    expect(response.status, response.text).toBe(200);
    const found = response.body.documents as { documentId: string; ownerName: string; expiresOn: string }[];
    expect(response.body.count).toBe(3);
    expect(found.map((doc) => doc.documentId)).toEqual([docs.anaLicence.id, docs.betoCollege.id, docs.florRenewed.id]);
    expect(found[0]).toMatchObject({ type: 'pharmacist_license', ownerType: 'user', expiresOn: day(1) });
    expect(found[0]?.ownerName).toBe('Lucía Rivera');
  });

  it('lets support preview but only a super admin apply', async () => {
    expect((await preview(order, support)).status).toBe(200);
    const refused = await apply(order, support);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await api('GET', '/api/admin/extension-orders?limit=50', { token: superAdmin })).text).not.toContain(
      order.orderNumber,
    );
  });

  it('leaves alone a document renewed between preview and apply, and extends the rest once', async () => {
    // Flor's licence is renewed (a corrected date) after the preview: the order no longer matches it.
    const renewed = await api('PUT', `/api/admin/documents/${docs.florRenewed.id}/expiry`, {
      token: adminToken,
      body: { expiresOn: day(400) },
    });
    expect(renewed.status, renewed.text).toBe(200);
    const response = await apply(order);
    expect(response.status, response.text).toBe(202);
    expect(response.body.order).toMatchObject({ orderNumber: order.orderNumber, total: 2 });
    await drainStack(stack);

    expect(await expiryOf(docs.anaLicence.id)).toBe(order.newExpiresOn);
    expect(await expiryOf(docs.betoCollege.id)).toBe(order.newExpiresOn);
    expect(await expiryOf(docs.anaDriver.id)).toBe(day(1));
    expect(await expiryOf(docs.carlaPending.id)).toBe(day(3));
    expect(await expiryOf(docs.darioLater.id)).toBe(day(9));
    expect(await expiryOf(docs.florRenewed.id)).toBe(day(400));

    const [event] = await extensionEvents(docs.anaLicence.id);
    expect(event).toMatchObject({
      actorRole: 'admin',
      reason: `${order.orderNumber}: ${day(1)} → ${order.newExpiresOn}`,
    });
    expect(await extensionEvents(docs.florRenewed.id)).toEqual([]);

    const profile = await table.get(userKeys.profile(people.ana.userId));
    expect(profile?.documentExpiry?.pharmacist_license).toEqual({
      documentId: docs.anaLicence.id,
      expiresOn: order.newExpiresOn,
    });

    const listed = await api('GET', '/api/admin/extension-orders?limit=50', { token: superAdmin });
    const recorded = (listed.body.orders as { orderNumber: string }[]).find((o) => o.orderNumber === order.orderNumber);
    expect(recorded).toMatchObject({ status: 'applied', total: 2, applied: 2, skipped: 0, pending: 0 });
  });

  it('e-mails each owner in their language', async () => {
    // The order number is named in the body; a subject holds nothing typed (issue 39).
    const ofOrder = (mail: { body: { text?: string } }) => (mail.body.text ?? '').includes(order.orderNumber);
    const [english] = (await mailsTo(stack, people.ana.email)).filter(ofOrder);
    expect(english?.subject).toMatch(/^Your Pharmacist License expiry was extended to \S/);
    expect(english?.subject).not.toContain(order.orderNumber);
    const [spanish] = (await mailsTo(stack, people.beto.email)).filter(ofOrder);
    expect(spanish?.subject).toMatch(/^El vencimiento de su .+ se extendió al \S/);
    expect((await mailsTo(stack, people.flor.email)).some(ofOrder)).toBe(false);
  });

  it('answers the same order again without changing anything twice', async () => {
    const again = await apply({ ...order, orderNumber: order.orderNumber.toLowerCase() });
    expect(again.status, again.text).toBe(202);
    expect(again.body.order).toMatchObject({ status: 'applied', applied: 2 });
    await drainStack(stack);
    expect(await extensionEvents(docs.anaLicence.id)).toHaveLength(1);
    const mails = (await mailsTo(stack, people.ana.email)).filter((mail) =>
      (mail.body.text ?? '').includes(order.orderNumber),
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses the same number with other terms', async () => {
    const response = await apply({ ...order, newExpiresOn: day(200) });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'EXTENSION_ORDER_EXISTS', field: 'orderNumber' });
  });

  it('skips a document whose date changed after the order matched it', async () => {
    // An order recorded with Flor's licence at its old date, as if matched just before the renewal.
    const orderNumber = `OA-${run}-SKIP`;
    const recorded = await createExtensionOrder(
      {
        ...order,
        orderNumber,
        total: 1,
        createdAt: new Date().toISOString(),
        createdBy: { id: people.ana.userId, name: 'Test' },
      },
      [{ documentId: docs.florRenewed.id, expiresOn: day(5) }],
      putAuditEvent(
        newAuditEvent({
          targetType: 'EXTENSION_ORDER',
          targetId: orderNumber,
          at: new Date().toISOString(),
          action: 'extension_order_recorded',
          actorId: people.ana.userId,
          actorRole: 'admin',
        }),
      ),
    );
    expect(recorded).toBe(true);
    await drainStack(stack);
    expect(await getExtensionOrderProgress(orderNumber)).toMatchObject({ total: 1, applied: 0, skipped: 1 });
    expect(await expiryOf(docs.florRenewed.id)).toBe(day(400));
  });
});

describe('bad extension orders', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an order number with a space', { orderNumber: 'OA 1' }, 'orderNumber'],
    ['an order number over 50 characters', { orderNumber: 'A'.repeat(51) }, 'orderNumber'],
    ['an issue date in the future', { issuedOn: addDays(puertoRicoToday(), 2) }, 'issuedOn'],
    ['an issue date that is no calendar date', { issuedOn: '2026-02-30' }, 'issuedOn'],
    ['no document types', { documentTypes: [] }, 'documentTypes'],
    ['an unknown document type', { documentTypes: ['passport'] }, 'documentTypes.0'],
    ['a window that ends before it starts', { expiringFrom: day(6), expiringTo: day(5) }, 'expiringTo'],
    ['a new date inside the window', { newExpiresOn: day(5) }, 'newExpiresOn'],
    ['a new date over two years after the window', { newExpiresOn: day(5 + 731) }, 'newExpiresOn'],
  ];
  it.each(cases)('refuses %s on its field', async (_what, change, field) => {
    for (const send of [preview, apply]) {
      const response = await send({ ...order, orderNumber: `OA-${run}-BAD`, ...change });
      expect(response.status, response.text).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});
