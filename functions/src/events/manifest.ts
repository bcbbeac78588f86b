/**
 * Event consumers: what AWS delivers to them and where their code lives. The CDK stack wires
 * these sources; the local stack delivers the same events to the same handlers.
 */
import type { FunctionNeeds } from '@lunia/shared/api/function-needs';
import type { QueueName } from '@lunia/shared/queue-messages';

export type EventSource =
  | {
      type: 'sqs';
      /** The queue, with the schema of its messages (@lunia/shared/queue-messages). */
      queue: QueueName;
      batchSize: number;
      maxReceiveCount: number;
      /** How many batches may be processed at once (the event source mapping's maximum concurrency). */
      maxConcurrency?: number;
      /** How long to gather a batch before invoking (seconds; needed for batches above ten). */
      maxBatchingWindowSeconds?: number;
    }
  | { type: 'dynamodb-stream'; batchSize: number; retryAttempts: number }
  | { type: 's3-object-created'; bucket: 'documents' | 'photos' }
  /**
   * A scheduled job: an EventBridge rule invokes it (asynchronously: retried, then parked in a
   * dead-letter queue); the local stack runs it on a timer. `cron` is EventBridge's six fields (UTC).
   */
  | { type: 'schedule'; cron: string; timeoutSeconds: number }
  /**
   * GuardDuty Malware Protection for S3 found a threat in an object of the bucket: an EventBridge rule
   * on its scan result invokes the consumer (asynchronously: retried, then a dead-letter queue). There
   * is no GuardDuty locally: the upload check's structure check is its stand-in, nothing is delivered.
   */
  | { type: 'malware-scan-result'; bucket: 'documents' }
  /**
   * SES's bounce, complaint and delivery events of the stage's configuration set: an EventBridge rule
   * invokes the consumer (asynchronously: retried, then a dead-letter queue); locally the SES stand-in
   * delivers the same events for the mailbox simulator's addresses (infra/local/ses-local.ts).
   */
  | { type: 'ses-events' }
  /** A Cognito user-pool trigger: wired on the user pool by the auth stack, not the events stack. */
  | { type: 'cognito-trigger'; trigger: 'customEmailSender' | 'postConfirmation' };

interface EventHandlerBase {
  /** Module under functions/src, without extension. */
  handler: string;
  summary: string;
  source: EventSource;
}

/**
 * An implemented consumer is deployed, with exactly the IAM permissions its `needs` translate to
 * (see @lunia/shared/api/function-needs); a planned one is neither deployed nor served.
 */
export type EventHandlerDef =
  | (EventHandlerBase & { status: 'implemented'; needs: FunctionNeeds })
  | (EventHandlerBase & { status: 'planned'; needs?: FunctionNeeds });

/**
 * The mail worker on one of the two mail queues. Read/Put/Update/Delete: the idempotency record per
 * dedupe key (Powertools; data/idempotency-store.ts); Update: e-mails sent today.
 */
function mailWorkerOn(queue: 'mail' | 'auth-mail', handler: string, summary: string) {
  return {
    handler,
    needs: [
      `queue:${queue}:consume`,
      'table:read',
      'table:put',
      'table:update',
      'table:delete',
      'mail:send',
      // The one-click unsubscribe links of optional e-mail (lib/aws/unsubscribe-link.ts); never on a code.
      ...(queue === 'mail' ? (['secrets:form-challenge:read'] as const) : []),
    ],
    summary,
    source: { type: 'sqs', queue, batchSize: 10, maxReceiveCount: 5 },
    status: 'implemented',
  } as const satisfies EventHandlerDef;
}

export const eventHandlers = {
  mailWorker: mailWorkerOn(
    'mail',
    'events/mail-worker',
    'Renders and sends form, notification and reminder-job e-mails through SES',
  ),
  // The mail worker's code on the auth mail queue: codes never wait behind a flood of form mail.
  authMailWorker: mailWorkerOn(
    'auth-mail',
    'events/auth-mail-worker',
    'Sends password-reset and e-mail verification codes through SES, on their own queue',
  ),
  reminderWorker: {
    handler: 'events/reminder-worker',
    // Read: the recipient and their documents, the idempotency record; Put/Update/Delete: the
    // idempotency record (Powertools), the outcome with its counter shard and audit event, the
    // e-mails-sent-today figure. The secret: the reminders' one-click unsubscribe links (issue 39).
    needs: [
      'queue:reminders:consume',
      'table:read',
      'table:put',
      'table:update',
      'table:delete',
      'mail:send',
      'secrets:form-challenge:read',
    ],
    summary: 'Sends each recipient of a document-reminder job their reminder, once, and counts it on the job',
    source: {
      type: 'sqs',
      queue: 'reminders',
      batchSize: 25,
      maxReceiveCount: 5,
      maxConcurrency: 4,
      maxBatchingWindowSeconds: 1,
    },
    status: 'implemented',
  },
  tableStream: {
    handler: 'events/table-stream',
    // Put + Update: counters applied once per record (a claim Put and ADDs in one transaction) and
    // the user's place on the awaiting-final-approval list (docs/data-model.md); Read: an approved
    // organization's owner (membership Query, profile Get) for the approval e-mail. Reminder jobs'
    // recipients are fanned out to the reminder queue, and each saved step of a counter recount
    // queues the next step; the heartbeat is an Update. Expiry reminder claims are fanned out
    // to the reminder queue too, and each document change updates its owner's expiry map (Update). Delete: an
    // organization's search items that no longer match its name, licence or e-mail. AdminUserGlobalSignOut:
    // a change that ended every session of an account revokes its refresh tokens in Cognito.
    needs: [
      'table:stream-read',
      'table:read',
      'table:put',
      'table:update',
      'table:delete',
      'queue:mail:send',
      'queue:reminders:send',
      'queue:counter-recount:send',
      'queue:table-stream-failures:send',
      'users:sign-out',
    ],
    summary: 'Outbox: side effects of committed writes (e-mails, counters, audit)',
    source: { type: 'dynamodb-stream', batchSize: 25, retryAttempts: 5 },
    status: 'implemented',
  },
  counterRecountWorker: {
    handler: 'events/counter-recount-worker',
    // The maintenance queue: counter recount and index backfill steps (by the message's `kind`).
    // Scan: one page of the table per step (the only Scan, off the request path: data/table-scan.ts);
    // Read: the job, the counters, a user's stats item, documents, memberships, the old expiry
    // partition and a document's events; Put: the job's step (conditional); Update: a counter or
    // stats item set to its counted value, an index entry moved, trail keys added (all conditional).
    needs: ['queue:counter-recount:consume', 'table:scan', 'table:read', 'table:put', 'table:update'],
    summary: 'Maintenance jobs a super admin starts, one page per message: the counter recount and the index backfill',
    // One step at a time: each message is a page that must finish before the next is queued.
    source: { type: 'sqs', queue: 'counter-recount', batchSize: 1, maxReceiveCount: 5, maxConcurrency: 2 },
    status: 'implemented',
  },
  documentUploaded: {
    handler: 'events/s3-document-uploaded',
    // Put: a document change is a conditional Put of the whole item (optimistic concurrency on
    // `version`) with its audit event, in one transaction, as in the document routes.
    // documents:write: an accepted file is copied to its checked key (the copy is what is served).
    needs: ['documents:read', 'documents:write', 'documents:delete', 'table:read', 'table:put'],
    summary: 'Validates an uploaded document (size, magic bytes, structure) and marks it pending',
    source: { type: 's3-object-created', bucket: 'documents' },
    status: 'implemented',
  },
  documentThreatFound: {
    handler: 'events/malware-scan-result',
    // Read + Put: the document goes to `rejected` with its audit event (conditional Put, one
    // transaction, as the upload check); Update: an approval it had is lost (the owner's approved
    // types, verification falling back); documents:delete: the infected object is removed.
    needs: ['documents:delete', 'table:read', 'table:put', 'table:update'],
    summary: 'Rejects a document whose file GuardDuty Malware Protection found a threat in, and removes the file',
    source: { type: 'malware-scan-result', bucket: 'documents' },
    status: 'implemented',
  },
  customEmailSender: {
    handler: 'events/cognito-custom-email-sender',
    // Decrypts the code Cognito hands over, reads the language of the person's e-mails from their
    // profile (one GetItem) and queues the e-mail on the auth mail queue.
    needs: ['codes:decrypt', 'table:read', 'queue:auth-mail:send'],
    summary: 'Decrypts Cognito one-time codes (password reset) and queues the e-mail in the account language',
    source: { type: 'cognito-trigger', trigger: 'customEmailSender' },
    status: 'implemented',
  },
  passwordResetConfirmed: {
    handler: 'events/cognito-post-confirmation',
    // One Update of the account's session policy (every session ends; the e-mail follows from the stream),
    // and for a registration still pending, one transaction confirming it (profile and policy updates).
    needs: ['table:update'],
    summary:
      'After a password reset with an e-mailed code, ends every session of the account and confirms a pending registration',
    source: { type: 'cognito-trigger', trigger: 'postConfirmation' },
    status: 'implemented',
  },
  expiryCheck: {
    handler: 'events/expiry-check',
    // Read: the expiry index (GSI4 Query), owners' profiles and organization members; Put: each
    // reminder's claim (conditional) and fallback audit events; Update: an owner's verification
    // falling back. The e-mails are queued by the table stream from the claims (no queue access here).
    needs: ['table:read', 'table:put', 'table:update'],
    summary:
      'Daily licence-expiry job: reminders 60/30/7 days before and on the expiry date (once each), and verification fallback for expired licences',
    // 10:00 UTC = 06:00 in Puerto Rico (UTC−4 all year).
    source: { type: 'schedule', cron: 'cron(0 10 * * ? *)', timeoutSeconds: 300 },
    status: 'implemented',
  },
  ceReminders: {
    handler: 'events/ce-reminders',
    // Read: the expiry index (GSI4 Query over three short windows), each pharmacist's documents and
    // activities (Query); Put: each reminder's claim (conditional). The e-mails are queued by the table
    // stream from the claims (no queue access here).
    needs: ['table:read', 'table:put'],
    summary:
      'Daily continuing-education job: reminders 6, 3 and 1 months before a licence cycle ends while hours are short (once each; issue 27)',
    // 10:30 UTC = 06:30 in Puerto Rico, after the expiry job.
    source: { type: 'schedule', cron: 'cron(30 10 * * ? *)', timeoutSeconds: 300 },
    status: 'implemented',
  },
  registrationRemoval: {
    handler: 'events/registration-removal',
    // Read: the pending-registrations index (GSI1 Query) and each profile; Update: the removal mark;
    // Delete: the policy, profile and claims (one transaction); Cognito: AdminDeleteUser (of users:create,
    // the registration's own Cognito actions).
    needs: ['table:read', 'table:update', 'table:delete', 'users:create'],
    summary: 'Daily removal of registrations whose e-mail code was not entered within 7 days (issue 25)',
    // 09:00 UTC = 05:00 in Puerto Rico, before the expiry job.
    source: { type: 'schedule', cron: 'cron(0 9 * * ? *)', timeoutSeconds: 300 },
    status: 'implemented',
  },
  coverageCheck: {
    handler: 'events/coverage-check',
    // Read: the expiry index (GSI4 Query), each pharmacist's locations in charge (GSI1 Query), their
    // memberships and licences; Update: a location's coverage (conditional). The owners' e-mails are
    // queued by the table stream from the location's change (no queue access here).
    needs: ['table:read', 'table:update'],
    summary:
      "Daily pharmacist-in-charge coverage job: locations whose pharmacist in charge's licence nears or passes its expiry become at risk or uncovered (issue 27)",
    // 10:30 UTC = 06:30 in Puerto Rico (UTC−4 all year), after the expiry job.
    source: { type: 'schedule', cron: 'cron(30 10 * * ? *)', timeoutSeconds: 300 },
    status: 'implemented',
  },
  reviewDigest: {
    handler: 'events/review-digest',
    // Read: the pending-document counters, the admins' role lists (user lookup Query) and their
    // profiles (BatchGetItem); the digests are queued on the mail queue, deduplicated per admin and day.
    needs: ['table:read', 'queue:mail:send'],
    summary: 'Daily review digest: each admin who chose it hears what waits in the review queues (issue 25)',
    // 12:00 UTC = 08:00 in Puerto Rico (UTC−4 all year), after the expiry job.
    source: { type: 'schedule', cron: 'cron(0 12 * * ? *)', timeoutSeconds: 60 },
    status: 'implemented',
  },
  userPoolExport: {
    handler: 'events/user-pool-export',
    // ListUsers and ListUsersInGroup on the pool; PutObject under user-pool/ in the backups bucket.
    needs: ['users:list', 'backups:write'],
    summary: 'Daily export of every user of the user pool, with their admin groups, to the backups bucket (issue 42)',
    // 04:30 UTC, before AWS Backup's daily recovery point of the bucket at 05:00 (infra/lib/data-backup.ts).
    source: { type: 'schedule', cron: 'cron(30 4 * * ? *)', timeoutSeconds: 300 },
    status: 'implemented',
  },
  sesEvents: {
    handler: 'events/ses-events',
    // Put: an address on the suppression list (conditional: once per address). Read and update: the
    // pending invitations to a hard-bounced address are marked undeliverable (issue 39).
    needs: ['table:put', 'table:read', 'table:update'],
    summary: 'Records hard bounces and complaints SES reports in the e-mail suppression list',
    source: { type: 'ses-events' },
    status: 'implemented',
  },
  photoUploaded: {
    handler: 'events/s3-photo-uploaded',
    needs: ['photos:read', 'photos:delete', 'table:read', 'table:update'],
    summary: 'Validates an uploaded profile photo (size, magic bytes) and makes it the photo, or deletes it',
    source: { type: 's3-object-created', bucket: 'photos' },
    status: 'implemented',
  },
} satisfies Record<string, EventHandlerDef>;

export type EventHandlerId = keyof typeof eventHandlers;
export const eventHandlerEntries = Object.entries(eventHandlers) as [EventHandlerId, EventHandlerDef][];
