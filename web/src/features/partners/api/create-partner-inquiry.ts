import type { PartnerInquiryInput } from '@lunia/shared/api/schemas/public';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/partner-inquiries: a partnership inquiry from /partners. */
export function createPartnerInquiry(inquiry: PartnerInquiryInput) {
  return apiRequest('createPartnerInquiry', { body: inquiry });
}
