/**
 * Every SQS message the product sends, as one zod schema per queue (issue 23). The producers build
 * their messages with the types inferred here (functions/src/lib/aws/*-queue.ts; `import type` only,
 * so no zod reaches the senders' bundles), so a message that does not fit does not compile. The
 * consumers validate each record with `parseQueueMessage` before doing anything with it
 * (functions/src/events/queue-consumer.ts), so a message that does not fit anyway (a foreign sender,
 * a hand-made redrive, an older producer) fails alone and ends in the queue's dead-letter queue,
 * never half-processed.
 *
 * The queues are the event manifest's (functions/src/events/manifest.ts, `sqs` sources). Scheduled
 * events (the daily expiry job) carry no payload the job reads, so they have no schema here.
 *
 * Schemas are zod/mini, like the route manifest's: the workers' bundles stay small.
 */
import * as z from 'zod/mini';
import {
  BETA_PRODUCTS,
  CONTACT_ROLES,
  DOCUMENT_CONTEXTS,
  DOCUMENT_TYPES,
  INVITE_ROLES,
  LANGUAGES,
  ORG_ROLES,
  PARTNER_TYPES,
} from './domain/constants';
import { GRACE_STAGES } from './domain/credentials/catalogue';
import { ORDER_NUMBER_PATTERN } from './domain/extension-orders';
import { PHARMACIST_IN_CHARGE_RELEASE_REASONS } from './domain/location-coverage';
import { OPTIONAL_EMAILS } from './domain/notification-preferences';
import type { MailTemplateId } from './mail/templates';

/** Ids the product mints (users, jobs, documents): what goes into table keys and idempotency keys. */
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const integer = z.number().check(z.int());
const text = z.string();
const language = z.enum(LANGUAGES);
/** An e-mail address as SES takes it: one `@`, no spaces (the stored addresses were validated on the way in). */
const address = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/));

// ---------------------------------------------------------------------------------------------------
// Mail (the mail and auth mail queues): one template, its data, the addressee, the dedupe key.
// ---------------------------------------------------------------------------------------------------

const reminderDocument = z.object({
  type: z.enum(DOCUMENT_TYPES),
  state: z.enum(['missing', 'denied']),
  reason: z.optional(text),
});

/** Each template's data, by template id: exactly the type its renderer takes (queue-messages.test.ts checks it). */
export const mailDataSchemas = {
  'beta-confirmation': z.object({ product: z.enum(BETA_PRODUCTS) }),
  'bookrx-approved': z.object({ firstName: text }),
  'organization-approved': z.object({ firstName: text, organizationName: text }),
  'organization-invitation': z.object({
    inviterName: text,
    organizationName: text,
    role: z.enum(INVITE_ROLES),
    message: text,
    link: text,
    expiresAt: text,
  }),
  'partner-inquiry-received': z.record(z.string(), z.never()),
  'partner-inquiry-notification': z.object({
    id: text,
    name: text,
    email: text,
    organization: text,
    role: text,
    partnerType: z.enum(PARTNER_TYPES),
    message: text,
    language,
    createdAt: text,
  }),
  'contact-message-received': z.record(z.string(), z.never()),
  'contact-message-notification': z.object({
    id: text,
    name: text,
    email: text,
    role: z.enum([...CONTACT_ROLES, '']),
    organization: text,
    message: text,
    language,
    createdAt: text,
  }),
  'password-reset-code': z.object({ code: z.string().check(z.minLength(1)) }),
  'account-deleted': z.object({ firstName: text }),
  'password-changed': z.object({ firstName: text, how: z.enum(['changed', 'reset']), link: text }),
  'email-verification-code': z.object({
    code: z.string().check(z.minLength(1)),
    purpose: z.enum(['change', 'verify', 'register']),
  }),
  'registration-attempt': z.object({
    account: z.enum(['confirmed', 'pending']),
    attempt: z.optional(z.enum(['register', 'change'])),
    signInLink: text,
    resetLink: text,
  }),
  'document-reminder': z.object({ firstName: text, documents: z.array(reminderDocument), link: text }),
  'document-expiry': z.object({
    firstName: text,
    type: z.enum(DOCUMENT_TYPES),
    expiresOn: isoDate,
    daysLeft: integer,
    stage: z.optional(z.enum(GRACE_STAGES)),
    organizationName: z.optional(text),
    link: text,
  }),
  'ce-reminder': z.object({
    firstName: text,
    missingHours: z.number(),
    requiredHours: z.number(),
    cycleEndsOn: isoDate,
    link: text,
  }),
  'document-expiry-extended': z.object({
    firstName: text,
    type: z.enum(DOCUMENT_TYPES),
    newExpiresOn: isoDate,
    orderNumber: text,
    organizationName: z.optional(text),
    link: text,
  }),
  'billing-receipt': z.object({
    firstName: text,
    organizationName: text,
    amountCents: integer,
    paidOn: isoDate,
    reference: text,
    link: text,
  }),
  'billing-payment-failed': z.object({ firstName: text, organizationName: text, amountCents: integer, link: text }),
  'billing-refund': z.object({
    firstName: text,
    organizationName: text,
    amountCents: integer,
    refundedOn: isoDate,
    reference: text,
    link: text,
  }),
  'organization-suspended': z.object({
    firstName: text,
    organizationName: text,
    reason: text,
    supportEmail: z.optional(text),
  }),
  'organization-unsuspended': z.object({ firstName: text, organizationName: text, reason: text }),
  'organization-ownership-transferred': z.object({
    firstName: text,
    organizationName: text,
    newRole: z.enum(['owner', 'admin']),
    otherName: text,
  }),
  'organization-deleted': z.object({ firstName: text, organizationName: text }),
  'organization-change-approved': z.object({ firstName: text, organizationName: text }),
  'organization-change-rejected': z.object({ firstName: text, organizationName: text, reason: text }),
  'organization-approval-revoked': z.object({ firstName: text, organizationName: text, reason: text }),
  'name-change-approved': z.object({ firstName: text, fullName: text }),
  'name-change-rejected': z.object({ firstName: text, reason: text }),
  'document-approved': z.object({
    firstName: text,
    type: z.enum(DOCUMENT_TYPES),
    organizationName: z.optional(text),
    activityTitle: z.optional(text),
    link: text,
  }),
  'document-denied': z.object({
    firstName: text,
    type: z.enum(DOCUMENT_TYPES),
    organizationName: z.optional(text),
    activityTitle: z.optional(text),
    reason: text,
    link: text,
  }),
  'invite-accepted': z.object({ firstName: text, memberName: text, organizationName: text, role: z.enum(ORG_ROLES) }),
  'member-role-changed': z.object({
    firstName: text,
    organizationName: text,
    fromRole: z.enum(ORG_ROLES),
    toRole: z.enum(ORG_ROLES),
  }),
  'member-removed': z.object({ firstName: text, organizationName: text }),
  'review-submitted': z.object({
    firstName: text,
    submitterName: text,
    context: z.enum(DOCUMENT_CONTEXTS),
    link: text,
  }),
  'review-digest': z.object({ firstName: text, individual: integer, organization: integer, link: text }),
  'location-coverage': z.object({
    firstName: text,
    organizationName: text,
    locationName: text,
    coverage: z.enum(['at_risk', 'uncovered']),
    pharmacistName: text,
    link: text,
  }),
  'pharmacist-in-charge-released': z.object({
    firstName: text,
    organizationName: text,
    locationName: text,
    pharmacistName: text,
    reason: z.enum(PHARMACIST_IN_CHARGE_RELEASE_REASONS),
    link: text,
  }),
} satisfies Record<MailTemplateId, z.ZodMiniType>;

export type MailDataSchemas = typeof mailDataSchemas;

const mailMessageOf = <K extends MailTemplateId>(template: K) =>
  z.object({
    template: z.literal(template),
    to: address,
    language,
    data: mailDataSchemas[template] as MailDataSchemas[K],
    /** Same key = same e-mail: the worker sends it once even if the message is delivered twice. */
    dedupeKey: z.string().check(z.minLength(1), z.maxLength(1024)),
    /**
     * An optional e-mail to an account (issue 39): the worker adds the one-click unsubscribe headers
     * for this person and category (functions/src/lib/aws/unsubscribe-link.ts). Absent: required mail, no header.
     */
    unsubscribe: z.optional(z.object({ userId: id, category: z.enum(OPTIONAL_EMAILS) })),
  });

const mailTemplateIds = Object.keys(mailDataSchemas) as MailTemplateId[];
type MailMessageSchemas = { [K in MailTemplateId]: ReturnType<typeof mailMessageOf<K>> }[MailTemplateId];

/** A queued e-mail: the union over every template, each with its own data. */
export const mailMessageSchema = z.discriminatedUnion(
  'template',
  mailTemplateIds.map((template) => mailMessageOf(template)) as unknown as [
    MailMessageSchemas,
    ...MailMessageSchemas[],
  ],
);
export type MailMessage = z.output<typeof mailMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Reminders (the reminder queue): a recipient of a reminder job, or of a document's expiry reminder,
// or a document an extension order extends.
// ---------------------------------------------------------------------------------------------------

/** One recipient of an admin's reminder job (data/reminder-jobs.ts). */
export const documentReminderMessageSchema = z.object({
  /** Messages queued before issue 23 carry no kind: they are document reminders. */
  kind: z._default(z.literal('document'), 'document'),
  jobId: id,
  userId: id,
  language,
  /** The admin who sent the reminder (the audit event's actor). */
  actor: z.object({ id: text, name: text }),
});
export type ReminderMessage = z.output<typeof documentReminderMessageSchema>;

/** One recipient of a document's expiry reminder at a threshold (data/expiry-reminders.ts). */
export const expiryReminderMessageSchema = z.object({
  kind: z.literal('expiry'),
  documentId: id,
  expiresOn: isoDate,
  /** Days before expiry (60/30/7/0); negative: the days past expiry when a grace stage began (issue 27). */
  threshold: integer,
  /** Days left on the day the reminder was claimed (what the e-mail says); negative once expired. */
  daysLeft: integer,
  userId: id,
  /** The grace stage this reminder announces (credentials/catalogue.ts), when past expiry. */
  stage: z.optional(z.enum(GRACE_STAGES)),
});
export type ExpiryReminderMessage = z.output<typeof expiryReminderMessageSchema>;

/**
 * One document of an extension order (issue 27 E; functions/src/data/extension-orders.ts): extended to
 * the order's new date only if it still has `expiresOn`, the date it had when the order was recorded.
 */
export const extensionOrderMessageSchema = z.object({
  kind: z.literal('extension'),
  orderNumber: z.string().check(z.regex(ORDER_NUMBER_PATTERN)),
  documentId: id,
  expiresOn: isoDate,
});
export type ExtensionOrderMessage = z.output<typeof extensionOrderMessageSchema>;

export const reminderQueueMessageSchema = z.discriminatedUnion('kind', [
  documentReminderMessageSchema,
  expiryReminderMessageSchema,
  extensionOrderMessageSchema,
]);
export type ReminderQueueMessage = z.output<typeof reminderQueueMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Maintenance jobs (the counter recount queue): one step of a recount or an index backfill job.
// ---------------------------------------------------------------------------------------------------

/** The maintenance jobs whose steps the queue carries; a message without `kind` is a recount's (as before). */
export const MAINTENANCE_JOB_KINDS = ['counter-recount', 'index-backfill'] as const;
export type MaintenanceJobKind = (typeof MAINTENANCE_JOB_KINDS)[number];

export const counterRecountMessageSchema = z.object({
  kind: z.optional(z.enum(MAINTENANCE_JOB_KINDS)),
  jobId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
  step: z.number().check(z.int(), z.nonnegative()),
});
export type CounterRecountMessage = z.output<typeof counterRecountMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// By queue, and the parse every consumer runs first.
// ---------------------------------------------------------------------------------------------------

/** Each queue of the event manifest and the messages it carries. */
export const queueMessageSchemas = {
  mail: mailMessageSchema,
  'auth-mail': mailMessageSchema,
  reminders: reminderQueueMessageSchema,
  'counter-recount': counterRecountMessageSchema,
};
export type QueueName = keyof typeof queueMessageSchemas;
export type QueueMessage<Q extends QueueName> = z.output<(typeof queueMessageSchemas)[Q]>;

/** What was wrong with a message: the field (dotted path, `''` for the whole message) and zod's code. Never a value. */
export interface QueueMessageIssue {
  field: string;
  code: string;
}

export type ParsedQueueMessage<Q extends QueueName> =
  | { success: true; message: QueueMessage<Q> }
  | { success: false; reason: 'not-json' | 'invalid'; issues: QueueMessageIssue[] };

/**
 * Parses a record's body for `queue`. The failure says which fields are wrong and how, and never
 * quotes the body (mail carries addresses and names; JSON.parse's own message quotes the text).
 */
export function parseQueueMessage<Q extends QueueName>(queue: Q, body: string): ParsedQueueMessage<Q> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { success: false, reason: 'not-json', issues: [{ field: '', code: 'invalid_json' }] };
  }
  const result = queueMessageSchemas[queue].safeParse(value);
  if (result.success) return { success: true, message: result.data as QueueMessage<Q> };
  return {
    success: false,
    reason: 'invalid',
    issues: result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), code: issue.code })),
  };
}
