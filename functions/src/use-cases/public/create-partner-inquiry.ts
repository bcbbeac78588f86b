import { randomUUID } from 'node:crypto';
import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { putPartnerInquiry } from '../../data/partner-inquiries';
import type { VisitorEvent } from '../steps/public-form-guard';
import { acceptPublicForm } from '../steps/public-form-submission';

/**
 * Stores a partnership inquiry from /partners, once the bot check and the per-IP limit let it
 * through (steps/public-form-guard.ts). The acknowledgement to the sender and the copy for the
 * company inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createPartnerInquiry({ form, event }: { form: PartnerInquiryBody; event: VisitorEvent }) {
  return acceptPublicForm({ form: 'partner-inquiry', what: 'partner inquiry', body: form, event }, (inquiry) =>
    putPartnerInquiry({ ...inquiry, id: randomUUID(), createdAt: new Date().toISOString() }),
  );
}
