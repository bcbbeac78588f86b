/**
 * The producers' real messages pass their consumers' schemas (issue 23): the stream reactions and the
 * invitation step run here with the SQS call captured in process (no AWS, no table), and each body
 * they would send is parsed as the consuming worker parses it.
 */
import { parseQueueMessage, type QueueName } from '@lunia/shared/queue-messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toItem as betaApplicationItem } from '../../data/beta-applications';
import { toItem as contactMessageItem } from '../../data/contact-messages';
import { toItem as partnerInquiryItem } from '../../data/partner-inquiries';
import { sendInvitationMail } from '../../use-cases/steps/invites';
import { continueCounterRecount } from './continue-counter-recount';
import { continueIndexBackfill } from './continue-index-backfill';
import { fanOutExpiryReminder } from './fan-out-expiry-reminder';
import { fanOutReminderJob } from './fan-out-reminder-job';
import type { TableChange } from './reaction';
import { sendBetaConfirmation } from './send-beta-confirmation';
import { sendContactMessageMails } from './send-contact-message-mails';
import { sendPartnerInquiryMails } from './send-partner-inquiry-mails';

const sent = vi.hoisted(() => [] as { queueUrl: string; body: string }[]);

vi.mock('../../lib/aws/aws-json-call', () => ({
  awsJsonCall: async ({ input }: { input: Record<string, unknown> }) => {
    const queueUrl = String(input.QueueUrl);
    if (typeof input.MessageBody === 'string') sent.push({ queueUrl, body: input.MessageBody });
    const entries = (input.Entries ?? []) as { Id: string; MessageBody: string }[];
    for (const entry of entries) sent.push({ queueUrl, body: entry.MessageBody });
    return { Successful: entries.map((entry) => ({ Id: entry.Id })), Failed: [] };
  },
}));
// The acknowledgement's once-a-day claim is a table write: granted here.
vi.mock('../../data/rate-limits', () => ({ claimAcknowledgement: async () => true }));

const QUEUE_URLS: Record<QueueName, string> = {
  mail: 'https://sqs.local/1/mail',
  'auth-mail': 'https://sqs.local/1/auth-mail',
  reminders: 'https://sqs.local/1/reminders',
  'counter-recount': 'https://sqs.local/1/counter-recount',
};
const queueOf = (url: string) => Object.entries(QUEUE_URLS).find(([, u]) => u === url)?.[0] as QueueName;

/** Every captured body, parsed by its queue's consumer schema. */
const parsedSends = () => sent.map(({ queueUrl, body }) => parseQueueMessage(queueOf(queueUrl), body));

beforeEach(() => {
  sent.length = 0;
  vi.stubEnv('MAIL_QUEUE_URL', QUEUE_URLS.mail);
  vi.stubEnv('AUTH_MAIL_QUEUE_URL', QUEUE_URLS['auth-mail']);
  vi.stubEnv('REMINDER_QUEUE_URL', QUEUE_URLS.reminders);
  vi.stubEnv('COUNTER_RECOUNT_QUEUE_URL', QUEUE_URLS['counter-recount']);
  vi.stubEnv('COMPANY_INBOX', 'hello@lunia.example');
  vi.stubEnv('ENDPOINT_SQS', 'https://sqs.local');
});

const createdAt = '2026-02-01T12:00:00.000Z';
const inserted = (newItem: Record<string, unknown>): TableChange => ({
  eventName: 'INSERT',
  newItem,
  oldItem: undefined,
});

describe('producers build messages their consumers accept', () => {
  it('the beta confirmation', async () => {
    const item = betaApplicationItem({
      product: 'vault',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      pharmacyName: 'Farmacia Sol',
      phone: '',
      pharmacyType: 'independent',
      currentSystem: '',
      message: '',
      language: 'es',
      createdAt,
    });
    await sendBetaConfirmation.handle(inserted(item));
    expect(parsedSends()).toEqual([expect.objectContaining({ success: true })]);
  });

  it('the contact message acknowledgement and notification', async () => {
    const item = contactMessageItem({
      id: 'm1',
      name: 'Cris',
      email: 'cris@example.com',
      role: '',
      organization: '',
      message: 'Hola',
      language: 'es',
      createdAt,
    });
    await sendContactMessageMails.handle(inserted(item));
    expect(parsedSends()).toEqual([
      expect.objectContaining({
        success: true,
        message: expect.objectContaining({ template: 'contact-message-received' }),
      }),
      expect.objectContaining({
        success: true,
        message: expect.objectContaining({ template: 'contact-message-notification' }),
      }),
    ]);
  });

  it('the partnership inquiry acknowledgement and notification', async () => {
    const item = partnerInquiryItem({
      id: 'q1',
      name: 'Pat',
      email: 'pat@example.com',
      organization: 'Clínica',
      role: 'CTO',
      partnerType: 'clinic',
      message: 'Hello',
      language: 'en',
      createdAt,
    });
    await sendPartnerInquiryMails.handle(inserted(item));
    expect(parsedSends().map((parsed) => parsed.success)).toEqual([true, true]);
  });

  it('the invitation', async () => {
    await sendInvitationMail(
      {
        id: 'inv-1',
        orgId: 'org-1',
        orgName: 'Farmacia Sol',
        email: 'luis@example.com',
        role: 'admin',
        status: 'PENDING',
        invitedAt: createdAt,
        invitedBy: 'user-1',
        invitedByName: 'Ana Ruiz',
        message: '',
        language: 'en',
        expiresAt: '2026-02-08T12:00:00.000Z',
        lastSentAt: createdAt,
        sentCount: 1,
      },
      'https://lunia.example/dashboard#invitation=inv-1&token=t',
    );
    expect(parsedSends()).toEqual([expect.objectContaining({ success: true })]);
  });

  it('a reminder job’s recipients, as document reminders', async () => {
    const newItem = {
      PK: 'REMINDERJOB#job-1',
      SK: 'CHUNK#0',
      jobId: 'job-1',
      language: 'es',
      createdBy: { id: 'admin-1', name: 'Ada Admin' },
      userIds: ['user-1', 'user-2'],
    };
    await fanOutReminderJob.handle(inserted({ ...newItem, entity: fanOutReminderJob.entity }));
    const parsed = parsedSends();
    expect(parsed).toHaveLength(2);
    expect(parsed).toEqual(
      parsed.map(() =>
        expect.objectContaining({ success: true, message: expect.objectContaining({ kind: 'document' }) }),
      ),
    );
  });

  it('an expiry reminder’s recipients', async () => {
    const newItem = {
      PK: 'DOC#doc-1',
      SK: 'EXPIRYREMINDER#2026-05-01#30',
      entity: fanOutExpiryReminder.entity,
      documentId: 'doc-1',
      expiresOn: '2026-05-01',
      threshold: 30,
      daysLeft: 30,
      recipients: ['user-1'],
    };
    await fanOutExpiryReminder.handle(inserted(newItem));
    expect(parsedSends()).toEqual([
      expect.objectContaining({ success: true, message: expect.objectContaining({ kind: 'expiry' }) }),
    ]);
  });

  it('a counter recount’s next step', async () => {
    const newItem = {
      PK: 'COUNTERRECOUNT#5b1d3c7e-0000-4000-8000-000000000001',
      SK: 'JOB',
      entity: continueCounterRecount.entity,
      id: '5b1d3c7e-0000-4000-8000-000000000001',
      status: 'running',
      step: 0,
      phase: 'stats',
      nextDelaySeconds: 0,
    };
    await continueCounterRecount.handle(inserted(newItem));
    expect(parsedSends()).toEqual([
      { success: true, message: { jobId: '5b1d3c7e-0000-4000-8000-000000000001', step: 0 } },
    ]);
  });

  it('an index backfill’s next step, on the same queue with its kind; nothing once the job ended', async () => {
    const job = {
      PK: 'INDEXBACKFILL#5b1d3c7e-0000-4000-8000-000000000002',
      SK: 'JOB',
      entity: continueIndexBackfill.entity,
      id: '5b1d3c7e-0000-4000-8000-000000000002',
      status: 'running',
      step: 3,
      phase: 'trail',
      nextDelaySeconds: 0,
    };
    await continueIndexBackfill.handle({ eventName: 'MODIFY', oldItem: { ...job, step: 2 }, newItem: job });
    await continueIndexBackfill.handle({ eventName: 'MODIFY', oldItem: job, newItem: { ...job, status: 'failed' } });
    expect(parsedSends()).toEqual([
      {
        success: true,
        message: { kind: 'index-backfill', jobId: '5b1d3c7e-0000-4000-8000-000000000002', step: 3 },
      },
    ]);
  });
});
