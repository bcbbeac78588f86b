/**
 * The e-mail events SES publishes for the configuration set every send names (bounces, complaints,
 * deliveries), as EventBridge delivers them: `detail` is SES's event record (`eventType`, `mail`,
 * and the `bounce`, `complaint` or `delivery` object). SES may add fields, so unknown ones pass;
 * what the suppression list relies on is checked. Pure: no I/O.
 */
import * as z from 'zod/mini';

const address = z.string().check(z.maxLength(254), z.regex(/^[^\s@<>]+@[^\s@<>]+$/));
const recipient = z.object({ emailAddress: address });

const mail = z.object({ messageId: z.string().check(z.minLength(1)), timestamp: z.optional(z.string()) });

const bounce = z.object({
  eventType: z.literal('Bounce'),
  mail,
  bounce: z.object({
    bounceType: z.string(),
    bounceSubType: z.optional(z.string()),
    bouncedRecipients: z.array(recipient).check(z.minLength(1)),
    timestamp: z.string(),
  }),
});

const complaint = z.object({
  eventType: z.literal('Complaint'),
  mail,
  complaint: z.object({
    complainedRecipients: z.array(recipient).check(z.minLength(1)),
    complaintFeedbackType: z.optional(z.string()),
    timestamp: z.string(),
  }),
});

const delivery = z.object({
  eventType: z.literal('Delivery'),
  mail,
  delivery: z.object({ recipients: z.array(address), timestamp: z.string() }),
});

export const sesEventSchema = z.object({
  source: z.literal('aws.ses'),
  'detail-type': z.string(),
  detail: z.discriminatedUnion('eventType', [bounce, complaint, delivery]),
});
export type SesEvent = z.infer<typeof sesEventSchema>;

/** What SES reported about one address, as the suppression list records it. */
export interface MailFeedback {
  email: string;
  reason: 'bounce' | 'complaint';
  detail: string | null;
  at: string;
  sesMessageId: string;
}

/**
 * The addresses an event puts on the suppression list: every recipient of a hard bounce (bounceType
 * `Permanent`) or of a complaint. A soft (`Transient`, `Undetermined`) bounce and a delivery put none.
 */
export function suppressionsOf({ detail }: SesEvent): MailFeedback[] {
  const sesMessageId = detail.mail.messageId;
  switch (detail.eventType) {
    case 'Bounce':
      if (detail.bounce.bounceType !== 'Permanent') return [];
      return detail.bounce.bouncedRecipients.map(({ emailAddress }) => ({
        email: emailAddress,
        reason: 'bounce' as const,
        detail: detail.bounce.bounceSubType ?? null,
        at: detail.bounce.timestamp,
        sesMessageId,
      }));
    case 'Complaint':
      return detail.complaint.complainedRecipients.map(({ emailAddress }) => ({
        email: emailAddress,
        reason: 'complaint' as const,
        detail: detail.complaint.complaintFeedbackType ?? null,
        at: detail.complaint.timestamp,
        sesMessageId,
      }));
    case 'Delivery':
      return [];
  }
}
