import { describe, expect, it } from 'vitest';
import { sesEventSchema, suppressionsOf } from './ses-events';

const mail = { messageId: 'm-1', timestamp: '2026-11-26T12:00:00.000Z', unknownField: 'SES may add fields' };
const envelope = (detailType: string, detail: Record<string, unknown>) => ({
  version: '0',
  source: 'aws.ses',
  'detail-type': detailType,
  detail: { mail, ...detail },
});
const bounce = (bounceType: string, bounceSubType = 'General') =>
  envelope('Email Bounced', {
    eventType: 'Bounce',
    bounce: {
      bounceType,
      bounceSubType,
      bouncedRecipients: [{ emailAddress: 'a@example.com' }, { emailAddress: 'b@example.com', status: '5.1.1' }],
      timestamp: '2026-11-26T12:00:01.000Z',
    },
  });
const complaint = envelope('Email Complaint Received', {
  eventType: 'Complaint',
  complaint: {
    complainedRecipients: [{ emailAddress: 'c@example.com' }],
    complaintFeedbackType: 'abuse',
    timestamp: '2026-11-26T12:00:02.000Z',
  },
});
const delivery = envelope('Email Delivered', {
  eventType: 'Delivery',
  delivery: { recipients: ['d@example.com'], timestamp: '2026-11-26T12:00:03.000Z' },
});

const parse = (event: unknown) => sesEventSchema.parse(event);

describe('SES events → suppression list', () => {
  it.each([
    [
      'a hard bounce: every recipient',
      bounce('Permanent'),
      ['a@example.com:bounce:General', 'b@example.com:bounce:General'],
    ],
    ['a soft bounce: none', bounce('Transient'), []],
    ['an undetermined bounce: none', bounce('Undetermined', 'Undetermined'), []],
    ['a complaint: every recipient', complaint, ['c@example.com:complaint:abuse']],
    ['a delivery: none', delivery, []],
  ])('%s', (_, event, expected) => {
    expect(suppressionsOf(parse(event)).map((entry) => `${entry.email}:${entry.reason}:${entry.detail}`)).toEqual(
      expected,
    );
  });

  it.each([
    ['not an object', 'Bounce'],
    ['another source', { ...bounce('Permanent'), source: 'aws.guardduty' }],
    [
      'a bounce without recipients',
      envelope('Email Bounced', {
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bouncedRecipients: [], timestamp: 'x' },
      }),
    ],
    [
      'a recipient that is not an address',
      envelope('Email Complaint Received', {
        eventType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: 'nobody' }], timestamp: 'x' },
      }),
    ],
    ['an event type not published', envelope('Email Opened', { eventType: 'Open', open: {} })],
    ['no message id', { ...delivery, detail: { ...delivery.detail, mail: {} } }],
  ])('refuses %s', (_, event) => {
    expect(sesEventSchema.safeParse(event).success).toBe(false);
  });
});
