import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PartnerInquiryBody } from '@lunia/shared/api/schemas/public';
import { db, tableName } from './client';

/** A partnership inquiry from the /partners form (docs/data-model.md: PartnerInquiry). */
export type PartnerInquiry = Omit<PartnerInquiryBody, 'website'> & { id: string; createdAt: string };

export const PARTNER_INQUIRY_ENTITY = 'PartnerInquiry';

export const partnerInquiryKeys = (id: string) => ({ PK: `PARTNER#${id}`, SK: 'INQUIRY' });
/** GSI1 partition listing every inquiry; the sort key `<createdAt>#<id>` gives newest first descending. */
export const PARTNER_INQUIRIES_INDEX_KEY = 'PARTNER_INQUIRIES';

export function toItem(inquiry: PartnerInquiry) {
  return {
    ...partnerInquiryKeys(inquiry.id),
    GSI1PK: PARTNER_INQUIRIES_INDEX_KEY,
    GSI1SK: `${inquiry.createdAt}#${inquiry.id}`,
    entity: PARTNER_INQUIRY_ENTITY,
    ...inquiry,
  };
}

export function fromItem(item: Record<string, unknown>): PartnerInquiry {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...rest } = item;
  return rest as PartnerInquiry;
}

/** Stores a new inquiry; the id is fresh, so the condition only guards against overwriting. */
export async function putPartnerInquiry(inquiry: PartnerInquiry): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: toItem(inquiry), ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}
