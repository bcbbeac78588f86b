import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { MailData, MailTemplateId } from './mail/templates';
import {
  type CounterRecountMessage,
  type MailDataSchemas,
  type MailMessage,
  parseQueueMessage,
  type QueueName,
  queueMessageSchemas,
  type ReminderQueueMessage,
} from './queue-messages';

// Compile time (tsc -p shared): each template's data schema infers exactly what its renderer takes.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DataMismatches = {
  [K in MailTemplateId]: Exactly<z.output<MailDataSchemas[K]>, MailData<K>> extends true ? never : K;
}[MailTemplateId];
const schemasMatchTemplates: [DataMismatches] extends [never] ? true : DataMismatches = true;

/** Messages as the producers build them (functions/src: reactions, steps, the custom e-mail sender). */
const mails: MailMessage[] = [
  {
    template: 'beta-confirmation',
    to: 'ana@example.com',
    language: 'es',
    data: { product: 'core' },
    dedupeKey: 'beta-confirmation#core#0f3a',
  },
  { template: 'bookrx-approved', to: 'ana@example.com', language: 'en', data: { firstName: 'Ana' }, dedupeKey: 'k1' },
  {
    template: 'organization-approved',
    to: 'ana@example.com',
    language: 'en',
    data: { firstName: 'Ana', organizationName: 'Farmacia Sol' },
    dedupeKey: 'organization-approved#org-1',
  },
  {
    template: 'organization-invitation',
    to: 'luis@example.com',
    language: 'es',
    data: {
      inviterName: 'Ana Ruiz',
      organizationName: 'Farmacia Sol',
      role: 'manager',
      message: '',
      link: 'https://lunia.example/dashboard#invitation=i1&token=t',
      expiresAt: '2026-03-01T12:00:00.000Z',
    },
    dedupeKey: 'organization-invitation#i1#1',
  },
  {
    template: 'partner-inquiry-received',
    to: 'p@example.com',
    language: 'en',
    data: {},
    dedupeKey: 'partner-inquiry-received#q1',
  },
  {
    template: 'partner-inquiry-notification',
    to: 'hello@lunia.example',
    language: 'en',
    data: {
      id: 'q1',
      name: 'Pat',
      email: 'p@example.com',
      organization: 'Clínica',
      role: 'CTO',
      partnerType: 'clinic',
      message: 'Hola\nsegunda línea',
      language: 'es',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    dedupeKey: 'partner-inquiry-notification#q1',
  },
  { template: 'contact-message-received', to: 'c@example.com', language: 'es', data: {}, dedupeKey: 'k2' },
  {
    template: 'contact-message-notification',
    to: 'hello@lunia.example',
    language: 'en',
    data: {
      id: 'm1',
      name: 'Cris',
      email: 'c@example.com',
      role: '',
      organization: '',
      message: 'Hello',
      language: 'en',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    dedupeKey: 'contact-message-notification#m1',
  },
  {
    template: 'password-reset-code',
    to: 'ana@example.com',
    language: 'en',
    data: { code: '123456' },
    dedupeKey: 'password-reset-code#u1#ab',
  },
  {
    template: 'email-verification-code',
    to: 'new@example.com',
    language: 'es',
    data: { code: '654321', purpose: 'change' },
    dedupeKey: 'email-verification-code#u1#cd',
  },
  {
    template: 'document-reminder',
    to: 'ana@example.com',
    language: 'en',
    data: {
      firstName: 'Ana',
      documents: [
        { type: 'pharmacist_license', state: 'missing' },
        { type: 'driver_license', state: 'denied', reason: 'Blurry' },
      ],
      link: 'https://lunia.example/document-upload',
    },
    dedupeKey: 'k3',
  },
  {
    template: 'document-expiry',
    to: 'ana@example.com',
    language: 'en',
    data: {
      firstName: 'Ana',
      type: 'pharmacist_license',
      expiresOn: '2026-05-01',
      daysLeft: 0,
      organizationName: 'Farmacia Sol',
      link: 'https://lunia.example/organization-admin',
    },
    dedupeKey: 'k4',
  },
];

const reminders: ReminderQueueMessage[] = [
  { kind: 'document', jobId: 'job-1', userId: 'user_1', language: 'es', actor: { id: 'admin-1', name: 'Ada Admin' } },
  { kind: 'expiry', documentId: 'doc-1', expiresOn: '2026-05-01', threshold: 30, daysLeft: 29, userId: 'user-2' },
];
const recounts: CounterRecountMessage[] = [
  { jobId: '5b1d3c7e-0000-4000-8000-000000000001', step: 0 },
  { kind: 'index-backfill', jobId: '5b1d3c7e-0000-4000-8000-000000000002', step: 3 },
];

const fieldsOf = (queue: QueueName, body: string) => {
  const parsed = parseQueueMessage(queue, body);
  expect(parsed.success, body).toBe(false);
  return parsed.success ? [] : parsed.issues.map((issue) => issue.field);
};

describe('queue message schemas', () => {
  it('match the mail templates exactly (checked by tsc) and cover every template', () => {
    expect(schemasMatchTemplates).toBe(true);
    expect(new Set(mails.map((mail) => mail.template)).size).toBe(mails.length);
  });

  it.each(mails)('accept the $template e-mail as its producer builds it, on both mail queues', (mail) => {
    for (const queue of ['mail', 'auth-mail'] as const) {
      expect(parseQueueMessage(queue, JSON.stringify(mail))).toEqual({ success: true, message: mail });
    }
  });

  it('accept both reminder kinds, and a document reminder queued before kinds existed', () => {
    for (const message of reminders) {
      expect(parseQueueMessage('reminders', JSON.stringify(message))).toEqual({ success: true, message });
    }
    const { kind: _, ...legacy } = reminders[0] as ReminderQueueMessage & { kind: 'document' };
    expect(parseQueueMessage('reminders', JSON.stringify(legacy))).toEqual({ success: true, message: reminders[0] });
  });

  it('accept a maintenance job step, of a recount with or without its kind, and of a backfill', () => {
    for (const message of recounts) {
      expect(parseQueueMessage('counter-recount', JSON.stringify(message))).toEqual({
        success: true,
        message,
      });
    }
  });

  it('refuse a body that is not JSON without quoting it', () => {
    const parsed = parseQueueMessage('mail', '{"to":"ana@example.com", oops');
    expect(parsed).toEqual({ success: false, reason: 'not-json', issues: [{ field: '', code: 'invalid_json' }] });
    expect(JSON.stringify(parsed)).not.toContain('ana@example.com');
  });

  const mail = mails[0] as MailMessage;
  const [documentReminder, expiryReminder] = reminders as [ReminderQueueMessage, ReminderQueueMessage];
  const recount = recounts[0] as CounterRecountMessage;
  it.each<[QueueName, string, unknown, string[]]>([
    ['mail', 'a JSON value that is no object', 42, ['']],
    ['mail', 'an unknown template', { ...mail, template: 'birthday-card' }, ['template']],
    ['mail', 'no template', { ...mail, template: undefined }, ['template']],
    ['mail', 'data of another template', { ...mail, data: { firstName: 'Ana' } }, ['data.product']],
    ['mail', 'a wrong enum in the data', { ...mail, data: { product: 'shift' } }, ['data.product']],
    ['mail', 'an unknown language', { ...mail, language: 'fr' }, ['language']],
    ['mail', 'an addressee that is no address', { ...mail, to: 'ana' }, ['to']],
    ['mail', 'no dedupe key', { ...mail, dedupeKey: '' }, ['dedupeKey']],
    ['auth-mail', 'an empty code', { ...mails[8], data: { code: '' } }, ['data.code']],
    ['mail', 'extra data on a fixed-text e-mail', { ...mails[6], data: { link: 'https://evil' } }, ['data.link']],
    [
      'mail',
      'a reminder document of an unknown type',
      { ...mails[10], data: { firstName: 'A', link: 'l', documents: [{ type: 'passport', state: 'missing' }] } },
      ['data.documents.0.type'],
    ],
    ['reminders', 'an unknown kind', { ...documentReminder, kind: 'birthday' }, ['kind']],
    ['reminders', 'a document reminder without its job', { ...documentReminder, jobId: undefined }, ['jobId']],
    ['reminders', 'a user id that is no id', { ...documentReminder, userId: 'USER#1' }, ['userId']],
    ['reminders', 'a document reminder without its actor', { ...documentReminder, actor: undefined }, ['actor']],
    ['reminders', 'an expiry reminder without its date', { ...expiryReminder, expiresOn: '01/05/2026' }, ['expiresOn']],
    [
      'reminders',
      'an expiry reminder with a fractional threshold',
      { ...expiryReminder, threshold: 1.5 },
      ['threshold'],
    ],
    ['counter-recount', 'a negative step', { ...recount, step: -1 }, ['step']],
    ['counter-recount', 'a step that is text', { ...recount, step: '1' }, ['step']],
    ['counter-recount', 'a job id with a key in it', { ...recount, jobId: 'COUNTERRECOUNT#x' }, ['jobId']],
  ])('refuse on %s: %s, naming the field', (queue, _case, value, fields) => {
    expect(fieldsOf(queue, JSON.stringify(value))).toEqual(fields);
  });

  it('name no value in an issue', () => {
    const parsed = parseQueueMessage('mail', JSON.stringify({ ...mail, to: 'secret-person', language: 'fr' }));
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed)).not.toMatch(/secret-person|"fr"/);
  });

  it('have one schema per queue of the event manifest', () => {
    expect(Object.keys(queueMessageSchemas).sort()).toEqual(['auth-mail', 'counter-recount', 'mail', 'reminders']);
  });
});
