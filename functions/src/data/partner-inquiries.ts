import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { putNewItem } from './client';
import { partnerInquiryKeys, withoutKeys } from './keys';

/** A partnership inquiry from the /partners form (docs/data-model.md: PartnerInquiry). */
export type PartnerInquiry = Omit<PartnerInquiryBody, 'website' | 'proof'> & { id: string; createdAt: string };

export const PARTNER_INQUIRY_ENTITY = 'PartnerInquiry';

export function toItem(inquiry: PartnerInquiry) {
  return {
    ...partnerInquiryKeys.item(inquiry.id),
    ...partnerInquiryKeys.indexes(inquiry),
    entity: PARTNER_INQUIRY_ENTITY,
    ...inquiry,
  };
}

export function fromItem(item: Record<string, unknown>): PartnerInquiry {
  return withoutKeys(item) as unknown as PartnerInquiry;
}

/** Stores a new inquiry; the id is fresh, so the condition only guards against overwriting. */
export async function putPartnerInquiry(inquiry: PartnerInquiry): Promise<void> {
  await putNewItem(toItem(inquiry));
}
