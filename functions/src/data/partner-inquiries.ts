import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { putNewItem } from './client';
import { formSubmissionItems } from './form-submissions';
import { partnerInquiryKeys } from './keys';

/** A partnership inquiry from the /partners form (docs/data-model.md: PartnerInquiry). */
export type PartnerInquiry = Omit<PartnerInquiryBody, 'website' | 'proof'> & { id: string; createdAt: string };

export const PARTNER_INQUIRY_ENTITY = 'PartnerInquiry';

export const { toItem, fromItem } = formSubmissionItems<PartnerInquiry>(PARTNER_INQUIRY_ENTITY, (inquiry) => ({
  ...partnerInquiryKeys.item(inquiry.id),
  ...partnerInquiryKeys.indexes(inquiry),
}));

/** Stores a new inquiry; the id is fresh, so the condition only guards against overwriting. */
export async function putPartnerInquiry(inquiry: PartnerInquiry): Promise<void> {
  await putNewItem(toItem(inquiry));
}
