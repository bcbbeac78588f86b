import { randomUUID } from 'node:crypto';
import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { putPartnerInquiry } from '../../data/partner-inquiries';
import { honeypotTriggered } from '../steps/honeypot';

/**
 * Stores a partnership inquiry from /partners. The acknowledgement to the sender and the copy for
 * the company inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createPartnerInquiry({ form }: { form: PartnerInquiryBody }) {
  const { website: _honeypot, ...inquiry } = form;
  if (!honeypotTriggered(form, 'partner inquiry')) {
    await putPartnerInquiry({ ...inquiry, id: randomUUID(), createdAt: new Date().toISOString() });
  }
  return { success: true as const };
}
