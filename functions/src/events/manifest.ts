/**
 * Event consumers: what AWS delivers to them and where their code lives. The CDK stack wires
 * these sources; the local stack delivers the same events to the same handlers.
 */
export type EventSource =
  | { type: 'sqs'; queue: 'mail'; batchSize: number; maxReceiveCount: number }
  | { type: 'dynamodb-stream'; batchSize: number; retryAttempts: number }
  | { type: 's3-object-created'; bucket: 'documents' | 'photos' }
  /** A Cognito user-pool trigger: wired on the user pool by the auth stack, not the events stack. */
  | { type: 'cognito-trigger'; trigger: 'customEmailSender' };

export interface EventHandlerDef {
  handler: string;
  summary: string;
  source: EventSource;
  status: 'implemented' | 'planned';
}

export const eventHandlers = {
  mailWorker: {
    handler: 'events/mail-worker',
    summary: 'Renders and sends every e-mail through SES',
    source: { type: 'sqs', queue: 'mail', batchSize: 10, maxReceiveCount: 5 },
    status: 'implemented',
  },
  tableStream: {
    handler: 'events/table-stream',
    summary: 'Outbox: side effects of committed writes (e-mails, counters, audit)',
    source: { type: 'dynamodb-stream', batchSize: 25, retryAttempts: 5 },
    status: 'implemented',
  },
  documentUploaded: {
    handler: 'events/s3-document-uploaded',
    summary: 'Validates an uploaded document (size, magic bytes) and marks it pending',
    source: { type: 's3-object-created', bucket: 'documents' },
    status: 'implemented',
  },
  customEmailSender: {
    handler: 'events/cognito-custom-email-sender',
    summary: 'Decrypts Cognito one-time codes (password reset) and queues the e-mail in the account language',
    source: { type: 'cognito-trigger', trigger: 'customEmailSender' },
    status: 'implemented',
  },
  photoUploaded: {
    handler: 'events/s3-photo-uploaded',
    summary: 'Validates an uploaded profile photo (size, magic bytes) and makes it the photo, or deletes it',
    source: { type: 's3-object-created', bucket: 'photos' },
    status: 'implemented',
  },
} satisfies Record<string, EventHandlerDef>;

export type EventHandlerId = keyof typeof eventHandlers;
export const eventHandlerEntries = Object.entries(eventHandlers) as [EventHandlerId, EventHandlerDef][];
