/**
 * SES's mailbox simulator, locally: what SES does with mail to `success@`, `bounce@`, `complaint@` and
 * `suppressionlist@simulator.amazonses.com` (each also with a `+label`: `bounce+anything@…`), as the
 * events a configuration set with an EventBridge destination publishes. The shapes follow SES's event
 * records (eventType, mail, bounce / complaint / delivery) inside EventBridge's envelope, so
 * `events/ses-events` receives locally what it receives in AWS.
 *
 * - success: delivered;
 * - bounce: a hard bounce (Permanent / General, 5.1.1);
 * - complaint: delivered, then a complaint (abuse);
 * - suppressionlist: a hard bounce as for an address on the account's suppression list
 *   (Permanent / OnAccountSuppressionList).
 * Other addresses get no events (the local stack has no real recipients to hear from).
 */
import { randomUUID } from 'node:crypto';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from './aws-local';

export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';
const SIMULATOR_ADDRESS = /^(success|bounce|complaint|suppressionlist)(\+[^@\s]*)?@simulator\.amazonses\.com$/i;

export type SimulatorScenario = 'success' | 'bounce' | 'complaint' | 'suppressionlist';

/** The simulator scenario of an address (`Name <bounce+x@simulator.amazonses.com>` too), if it is one. */
export function simulatorScenario(address: string): SimulatorScenario | undefined {
  const bare = (/<([^>]+)>/.exec(address)?.[1] ?? address).trim();
  return SIMULATOR_ADDRESS.exec(bare)?.[1]?.toLowerCase() as SimulatorScenario | undefined;
}

/** What the stand-in knows of one accepted SendEmail. */
export interface SentMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  configurationSet: string;
  sentAt: Date;
}

type EventType = 'Bounce' | 'Complaint' | 'Delivery';
const DETAIL_TYPES: Record<EventType, string> = {
  Bounce: 'Email Bounced',
  Complaint: 'Email Complaint Received',
  Delivery: 'Email Delivered',
};

const bareAddress = (address: string) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim();

function mailObject(sent: SentMail) {
  const from = bareAddress(sent.from);
  return {
    timestamp: sent.sentAt.toISOString(),
    source: sent.from,
    sourceArn: `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:identity/${from.slice(from.indexOf('@') + 1)}`,
    sendingAccountId: LOCAL_ACCOUNT_ID,
    messageId: sent.messageId,
    destination: sent.to,
    headersTruncated: false,
    headers: [
      { name: 'From', value: sent.from },
      { name: 'To', value: sent.to.join(', ') },
      { name: 'Subject', value: sent.subject },
    ],
    commonHeaders: { from: [sent.from], to: sent.to, messageId: sent.messageId, subject: sent.subject },
    tags: {
      'ses:configuration-set': [sent.configurationSet],
      'ses:from-domain': [from.slice(from.indexOf('@') + 1)],
      'ses:source-ip': ['127.0.0.1'],
      'ses:caller-identity': ['lunia-local'],
    },
  };
}

function envelope(sent: SentMail, eventType: EventType, body: Record<string, unknown>, at: Date) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': DETAIL_TYPES[eventType],
    source: 'aws.ses',
    account: LOCAL_ACCOUNT_ID,
    time: at.toISOString(),
    region: LOCAL_REGION,
    resources: [`arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:configuration-set/${sent.configurationSet}`],
    detail: { eventType, mail: mailObject(sent), ...body },
  };
}

function delivery(sent: SentMail, recipient: string, at: Date) {
  return envelope(
    sent,
    'Delivery',
    {
      delivery: {
        timestamp: at.toISOString(),
        processingTimeMillis: at.getTime() - sent.sentAt.getTime(),
        recipients: [recipient],
        smtpResponse: '250 2.6.0 Message received',
        reportingMTA: 'a1-2.smtp-out.amazonses.com',
      },
    },
    at,
  );
}

function hardBounce(sent: SentMail, recipient: string, at: Date, onSuppressionList: boolean) {
  return envelope(
    sent,
    'Bounce',
    {
      bounce: {
        feedbackId: randomUUID(),
        bounceType: 'Permanent',
        bounceSubType: onSuppressionList ? 'OnAccountSuppressionList' : 'General',
        bouncedRecipients: [
          {
            emailAddress: recipient,
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: onSuppressionList
              ? 'Amazon SES did not send the message to this address because it is on the suppression list for your account.'
              : 'smtp; 550 5.1.1 user unknown',
          },
        ],
        timestamp: at.toISOString(),
        ...(onSuppressionList ? {} : { reportingMTA: `dns; ${SIMULATOR_DOMAIN}` }),
      },
    },
    at,
  );
}

function complaint(sent: SentMail, recipient: string, at: Date) {
  return envelope(
    sent,
    'Complaint',
    {
      complaint: {
        feedbackId: randomUUID(),
        complaintSubType: null,
        complainedRecipients: [{ emailAddress: recipient }],
        timestamp: at.toISOString(),
        userAgent: 'Amazon SES Mailbox Simulator',
        complaintFeedbackType: 'abuse',
        arrivalDate: at.toISOString(),
      },
    },
    at,
  );
}

/** The events SES publishes, in order, for a mail sent with a configuration set. */
export function simulatorEvents(sent: SentMail, now: () => Date = () => new Date()): unknown[] {
  const events: unknown[] = [];
  for (const recipient of sent.to) {
    const address = bareAddress(recipient);
    switch (simulatorScenario(address)) {
      case 'success':
        events.push(delivery(sent, address, now()));
        break;
      case 'bounce':
        events.push(hardBounce(sent, address, now(), false));
        break;
      case 'suppressionlist':
        events.push(hardBounce(sent, address, now(), true));
        break;
      case 'complaint':
        events.push(delivery(sent, address, now()), complaint(sent, address, now()));
        break;
      case undefined:
        break;
    }
  }
  return events;
}
