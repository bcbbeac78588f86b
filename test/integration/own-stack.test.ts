/**
 * Checks that need every write and every delivery on a stack to be theirs, on a stack of their own
 * (../support/own-stack.ts): the other test files run at the same time on the shared one.
 *
 * - The platform counters the admin screens show (the dashboard stats, the review queue's and the
 *   approval list's counts, revenue, module users), kept by the table stream, move by exactly each
 *   write: once the stack drained, a counter must have moved by exactly this file's change. (On the
 *   shared stack the tests check their own fixtures only: the admin users page, the review queue,
 *   an organization's revenue.) Restarts and the recount are in ./counters-recovery.test.ts.
 * - A password-reset code overtakes a flood of form mail (its own queue and worker, issue 13): a race
 *   against the mail worker's pace, which other files' mail on the shared queues would skew.
 */
import { randomUUID } from 'node:crypto';
import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetQueueAttributesCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterKeys, userKeys } from '../../functions/src/data/keys';
import type { Payment } from '../../functions/src/data/payments';
import type { LocalStack } from '../../infra/local/stack';
import { cognitoFor, newAccount, type TestAccount } from '../support/accounts';
import { adminApi, documentsApi, eventually, INDIVIDUAL_TYPES } from '../support/document-fixtures';
import {
  accessTokenFor,
  apiClient,
  DEMO,
  readMailStore,
  type StoredMail,
  tableClient,
  waitForMail,
} from '../support/local-clients';
import { adminOrganizationApi, organizationDocumentsApi } from '../support/organization-document-fixtures';
import { addMember, createOrganizationAs, paymentRecord } from '../support/organization-fixture';
import { startOwnStack } from '../support/own-stack';
import type { StackInfo } from '../support/stack-info';

const lines: string[] = [];
let stack: LocalStack | undefined;
let info: StackInfo;
let adminToken = '';

beforeAll(async () => {
  ({ stack, info } = await startOwnStack(1, { seed: true, log: (line) => lines.push(line) }));
  adminToken = await accessTokenFor(info, DEMO.admin);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
}, 60_000);

/** Waits for the stream (and what it queued) to apply every write made so far. */
const drained = async () => stack?.drain();

interface Stats {
  summary: { totalUsers: number };
  documents: { pending: number };
  users: Record<'admins' | 'pendingApproval' | 'withDocuments' | 'inOrganizations' | 'awaitingFinalApproval', number>;
  revenue: { totalCents: number; total: number; currency: string };
}

/** GET /api/admin/stats once the stack has drained. */
async function stats(): Promise<Stats> {
  await drained();
  const response = await apiClient(info)('GET', '/api/admin/stats', { token: adminToken });
  expect(response.status, response.text).toBe(200);
  return response.body as unknown as Stats;
}

describe('the dashboard stats', () => {
  it('count users and pending documents', async () => {
    const before = await stats();
    const account = await newAccount(info, 'stats');
    await documentsApi(info, account.token).upload('driver_license');
    const after = await stats();
    expect(after.summary.totalUsers).toBe(before.summary.totalUsers + 1);
    expect(after.documents.pending).toBe(before.documents.pending + 1);
    expect(after.summary.totalUsers).toBeGreaterThanOrEqual(5);
  });

  it('follow new users, documents, memberships, submissions and final-approval eligibility', async () => {
    const before = await stats();
    expect(before.users.admins).toBeGreaterThanOrEqual(2);
    const delta = async () => {
      const now = await stats();
      return {
        users: now.summary.totalUsers - before.summary.totalUsers,
        ...Object.fromEntries(
          Object.entries(now.users).map(([name, value]) => [name, value - before.users[name as keyof Stats['users']]]),
        ),
      };
    };
    const dana = await newAccount(info, 'stats-dana', { firstName: 'Dana', lastName: 'Stats' });
    expect(await delta()).toMatchObject({ users: 1, withDocuments: 0 });

    // A first document: one more user with documents; more documents change nothing there.
    const mine = documentsApi(info, dana.token);
    const docs = [await mine.upload('pharmacist_license')];
    expect(await delta()).toMatchObject({ withDocuments: 1 });
    for (const type of INDIVIDUAL_TYPES.slice(1)) docs.push(await mine.upload(type));
    expect(await delta()).toMatchObject({ withDocuments: 1, inOrganizations: 0 });

    // A first organization: one more user in organizations.
    await createOrganizationAs(info, dana.token, 'Farmacia Dana');
    expect(await delta()).toMatchObject({ inOrganizations: 1, pendingApproval: 0 });

    // Submitting: pending approval; the three licences approved: awaiting final approval.
    expect((await mine.call('POST', '/api/documents/submit')).status).toBe(200);
    expect(await delta()).toMatchObject({ pendingApproval: 1, awaitingFinalApproval: 0 });
    const admin = adminApi(info, adminToken);
    for (const doc of docs.filter((d) => d.type !== 'driver_license')) await admin.approve(doc);
    expect(await delta()).toMatchObject({ awaitingFinalApproval: 1 });

    // A user whose only document is deleted is no longer a user with documents.
    const erin = await newAccount(info, 'stats-erin', { firstName: 'Erin', lastName: 'Stats' });
    const only = await documentsApi(info, erin.token).upload('driver_license');
    expect(await delta()).toMatchObject({ users: 2, withDocuments: 2 });
    expect((await documentsApi(info, erin.token).call('DELETE', `/api/documents/${only.id}`)).status).toBe(200);
    expect(await delta()).toMatchObject({ users: 2, withDocuments: 1, admins: 0 });
  }, 90_000);
});

describe('the review queue counts', () => {
  it('move a document from pending to approved or denied', async () => {
    const owner = await newAccount(info, 'review-counts');
    const mine = documentsApi(info, owner.token);
    const [first, second] = [await mine.upload('pharmacist_license'), await mine.upload('college_license')];
    const admin = adminApi(info, adminToken);
    const counts = async () => {
      await drained();
      return (await admin.list({ status: 'pending' })).body.counts as Record<'pending' | 'approved' | 'denied', number>;
    };
    const before = await counts();
    await admin.approve(first);
    await admin.deny(second, 'Blurry');
    expect(await counts()).toEqual({
      pending: before.pending - 2,
      approved: before.approved + 1,
      denied: before.denied + 1,
    });
  });
});

describe('the organization approval counts', () => {
  it('move an organization from documents missing to pending review to approved', async () => {
    const owner = await newAccount(info, 'approval-counts');
    const orgId = await createOrganizationAs(info, owner.token, 'Farmacia Conteo');
    const member = await newAccount(info, 'approval-counts-member');
    await addMember(info, orgId, member.userId, 'member');
    const admin = adminOrganizationApi(info, adminToken);
    type Counts = { pendingReview: number; approved: number; documentsMissing: number };
    const counts = async () => {
      await drained();
      return (await admin.organizations({ status: 'pending', limit: '1' })).body.counts as Counts;
    };
    const licence = await organizationDocumentsApi(info, owner.token, orgId).upload('pharmacy_license');
    const before = await counts();
    await admin.approveDocument(licence);
    expect(await counts()).toEqual({
      ...before,
      pendingReview: before.pendingReview + 1,
      documentsMissing: before.documentsMissing - 1,
    });
    expect((await admin.approve(orgId)).status).toBe(200);
    expect(await counts()).toEqual({
      ...before,
      approved: before.approved + 1,
      documentsMissing: before.documentsMissing - 1,
    });
  });
});

// Steps of one organization's payments, in order (also under --sequence.shuffle).
describe('revenue', { shuffle: false }, () => {
  const table = () => tableClient(info);
  const revenueCounter = async () => {
    await drained();
    return Number((await table().get(counterKeys.item('revenue#cents')))?.value ?? 0);
  };
  let owner: TestAccount;
  let orgId = '';
  const payment = (status: Payment['status'], amountCents: number) => paymentRecord(orgId, status, amountCents);
  let pending: ReturnType<typeof payment>;
  let completedSmall: ReturnType<typeof payment>;

  beforeAll(async () => {
    owner = await newAccount(info, 'revenue-owner');
    orgId = await createOrganizationAs(info, owner.token, 'Farmacia Ingresos');
  });

  it('is the sum of COMPLETED payments, in the counter and the stats', async () => {
    const { recordPayment } = await import('../../functions/src/data/payments');
    const baseline = await revenueCounter();
    const payments = [payment('COMPLETED', 25_000), payment('COMPLETED', 5_099), payment('PENDING', 1_000)];
    payments.push(payment('FAILED', 7_000));
    for (const recorded of payments) expect(await recordPayment(recorded)).toBe(true);
    // The same payment recorded twice (a provider notification delivered again) is one payment.
    expect(await recordPayment(payments[0] as (typeof payments)[number])).toBe(false);
    [completedSmall, pending] = [payments[1] as (typeof payments)[number], payments[2] as (typeof payments)[number]];
    expect(await revenueCounter()).toBe(baseline + 30_099);
    expect((await stats()).revenue).toEqual({
      totalCents: baseline + 30_099,
      total: (baseline + 30_099) / 100,
      currency: 'USD',
    });
  });

  it('moves when a payment becomes COMPLETED or a completed one is refunded', async () => {
    const { changePaymentStatus } = await import('../../functions/src/data/payments');
    const before = await revenueCounter();
    const at = new Date().toISOString();
    expect(await changePaymentStatus(pending, { from: 'PENDING', to: 'COMPLETED', at })).toBe(true);
    // Only from the status it is in: a stale notification changes nothing.
    expect(await changePaymentStatus(pending, { from: 'PENDING', to: 'FAILED', at })).toBe(false);
    expect(await revenueCounter()).toBe(before + 1_000);
    expect(await changePaymentStatus(completedSmall, { from: 'COMPLETED', to: 'REFUNDED', at })).toBe(true);
    expect(await revenueCounter()).toBe(before + 1_000 - 5_099);
    expect((await stats()).revenue.total).toBe((before + 1_000 - 5_099) / 100);
  });

  it('counts a stream record delivered twice once', async () => {
    const { handler } = await import('../../functions/src/events/table-stream');
    const { toItem } = await import('../../functions/src/data/payments');
    const item = toItem(payment('COMPLETED', 1_234));
    const record = (eventID: string, eventName: 'INSERT' | 'REMOVE') => ({
      eventID,
      eventName,
      dynamodb: {
        Keys: marshall({ PK: item.PK, SK: item.SK }),
        ...(eventName === 'INSERT' ? { NewImage: marshall(item) } : { OldImage: marshall(item) }),
        SequenceNumber: String(Date.now()),
      },
    });
    const event = (r: ReturnType<typeof record>) => ({ Records: [r] }) as unknown as DynamoDBStreamEvent;
    const before = await revenueCounter();
    const inserted = record(`replay-${randomUUID()}`, 'INSERT');
    expect(await handler(event(inserted))).toEqual({ batchItemFailures: [] });
    expect(await handler(event(inserted))).toEqual({ batchItemFailures: [] });
    expect(await revenueCounter()).toBe(before + 1_234);
    // Its removal (another record) takes it back, once.
    const removed = record(`replay-${randomUUID()}`, 'REMOVE');
    await handler(event(removed));
    await handler(event(removed));
    expect(await revenueCounter()).toBe(before);
  });

  it('counts a batch of records together, each once, also when the batch comes again with a new record', async () => {
    const { handler } = await import('../../functions/src/events/table-stream');
    const { toItem } = await import('../../functions/src/data/payments');
    const inserted = (amountCents: number) => {
      const item = toItem(payment('COMPLETED', amountCents));
      return {
        eventID: `batch-${randomUUID()}`,
        eventName: 'INSERT',
        dynamodb: {
          Keys: marshall({ PK: item.PK, SK: item.SK }),
          NewImage: marshall(item),
          SequenceNumber: randomUUID(),
        },
      };
    };
    const batch = (...records: ReturnType<typeof inserted>[]) =>
      ({ Records: records }) as unknown as DynamoDBStreamEvent;
    const before = await revenueCounter();
    const [first, second, third] = [inserted(100), inserted(20), inserted(3)];
    expect(await handler(batch(first, second))).toEqual({ batchItemFailures: [] });
    expect(await revenueCounter()).toBe(before + 120);
    // Redelivered with a record it did not have: the two already counted are not counted again.
    expect(await handler(batch(first, second, third))).toEqual({ batchItemFailures: [] });
    expect(await revenueCounter()).toBe(before + 123);
  });
});

describe('module users', () => {
  it('count a BookRx-approved pharmacist once more, and nobody for a module only an organization plan opens', async () => {
    const moduleStats = async () => {
      await drained();
      const response = await apiClient(info)('GET', '/api/admin/modules/stats', { token: adminToken });
      expect(response.status, response.text).toBe(200);
      return response.body as Record<string, { totalUsers: number }>;
    };
    const before = await moduleStats();
    const account = await newAccount(info, 'module-stats');
    const profile = await tableClient(info).get(userKeys.profile(account.userId));
    if (!profile) throw new Error('no profile');
    // As BookRx final approval leaves it; `shift` on a person opens nothing (Shift comes with a plan).
    await tableClient(info).put({
      ...profile,
      ...userKeys.statusIndex('VERIFIED'),
      verified: true,
      verificationStatus: 'VERIFIED',
      activeModules: ['bookrx', 'shift'],
      PK: String(profile.PK),
      SK: String(profile.SK),
    });
    const after = await moduleStats();
    expect(after.bookrx?.totalUsers).toBe((before.bookrx?.totalUsers ?? 0) + 1);
    expect(after.shift?.totalUsers).toBe(before.shift?.totalUsers);
  });
});

describe('the auth mail queue', () => {
  it('arrives while the form mail queue is still stuffed: codes have their own queue and worker', async () => {
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: info.env.ENDPOINT_SQS,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const waitingOnMailQueue = async () => {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: info.env.MAIL_QUEUE_URL,
          AttributeNames: ['ApproximateNumberOfMessages'],
        }),
      );
      return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
    };
    const account = await newAccount(info, 'reset-flood');
    const cognito = cognitoFor(info);
    try {
      // A flood of form acknowledgements, as a bot hammering the forms would cause.
      const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      for (let batch = 0; batch < 15; batch++) {
        await sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: info.env.MAIL_QUEUE_URL,
            Entries: Array.from({ length: 10 }, (_, i) => ({
              Id: `m${i}`,
              MessageBody: JSON.stringify({
                template: 'contact-message-received',
                to: `flood-${run}-${batch * 10 + i}@example.com`,
                language: 'en',
                data: {},
                dedupeKey: `flood#${run}#${batch * 10 + i}`,
              }),
            })),
          }),
        );
      }
      expect(await waitingOnMailQueue()).toBeGreaterThan(80);
      const asked = Date.now();
      await cognito.send(new ForgotPasswordCommand({ ClientId: info.userPool.clientId, Username: account.email }));
      await waitForMail(info, account.email, (m) => m.subject.includes('reset'), 10_000);
      expect(Date.now() - asked).toBeLessThan(10_000);
      // Once the whole flood is delivered, the order of arrival (the mail store keeps it) tells how far
      // the code overtook it: on one queue it would have come after every flood mail; here most of the
      // flood came after it.
      const isFlood = (mail: StoredMail) => mail.destination.to.some((to) => to.startsWith(`flood-${run}-`));
      const store = await eventually(async () => {
        const mails = await readMailStore(info);
        return mails.filter(isFlood).length === 150 ? mails : undefined;
      }, 45_000);
      const code = store.findIndex(
        (mail) => mail.destination.to.some((to) => to.includes(account.email)) && mail.subject.includes('reset'),
      );
      expect(code).toBeGreaterThanOrEqual(0);
      expect(store.slice(code).filter(isFlood).length).toBeGreaterThan(30);
    } finally {
      cognito.destroy();
      sqs.destroy();
    }
  }, 90_000);
});
