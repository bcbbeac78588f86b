import { randomUUID } from 'node:crypto';
import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { putPartnerInquiry } from '../../data/partner-inquiries';
import { honeypotTriggered } from '../steps/honeypot';
import { guardPublicForm, type VisitorEvent } from '../steps/public-form-guard';

/**
 * Stores a partnership inquiry from /partners, once the bot check and the per-IP limit let it
 * through (steps/public-form-guard.ts). The acknowledgement to the sender and the copy for the
 * company inbox are queued by the table-stream handler when the item is inserted (an outbox).
 */
export async function createPartnerInquiry({ form, event }: { form: PartnerInquiryBody; event: VisitorEvent }) {
  await guardPublicForm({ form: 'partner-inquiry', proof: form.proof, event });
  const { website: _honeypot, proof: _proof, ...inquiry } = form;
  if (!honeypotTriggered(form, 'partner inquiry')) {
    await putPartnerInquiry({ ...inquiry, id: randomUUID(), createdAt: new Date().toISOString() });
  }
  return { success: true as const };
}
