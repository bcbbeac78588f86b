import type { PartnerInquiryInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';
import { sendWithFormProof } from '../../../lib/form-proof';

/** POST /api/partner-inquiries: a partnership inquiry from /partners, with the bot-check proof (lib/form-proof.ts). */
export function createPartnerInquiry(inquiry: PartnerInquiryInput) {
  return sendWithFormProof((proof) => apiRequest('createPartnerInquiry', { body: { ...inquiry, proof } }));
}
