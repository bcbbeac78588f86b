/**
 * The keys of the credential features (issue 27: extension orders, employer verification links,
 * continuing education, the credential rules) and of data exports (issue 25). Part of data/keys.ts,
 * which re-exports them: like it, this is a module that spells table keys, and nothing else does.
 */
import { newestFirst } from './key-attributes';

/** An extension order (data/extension-orders.ts): order, chunks, counter shards, outcomes; GSI1 newest first. */
const extOrder = (orderNumber: string) => `EXTORDER#${orderNumber}`;
export const extensionOrderKeys = {
  partition: extOrder,
  order: (orderNumber: string) => ({ PK: extOrder(orderNumber), SK: 'ORDER' }),
  chunk: (orderNumber: string, n: number) => ({ PK: extOrder(orderNumber), SK: `CHUNK#${String(n).padStart(4, '0')}` }),
  counterShard: (orderNumber: string, shard: number) => ({
    PK: extOrder(orderNumber),
    SK: `COUNT#${String(shard).padStart(2, '0')}`,
  }),
  counterPrefix: 'COUNT#',
  outcome: (orderNumber: string, documentId: string) => ({ PK: extOrder(orderNumber), SK: `OUTCOME#${documentId}` }),
  orderSortKey: 'ORDER',
  indexes: (order: { orderNumber: string; createdAt: string }) => ({
    GSI1PK: 'EXTORDERS',
    GSI1SK: newestFirst(order.createdAt, order.orderNumber),
  }),
  allPartition: 'EXTORDERS',
};

/**
 * An employer verification link (issue 27, data/verification-links.ts): keyed by the SHA-256 of its
 * token, so the public page is one GetItem and the table never holds a working token; GSI1
 * `VERIFYLINKS#<ownerId>` / `<createdAt>#<linkId>` lists a person's links, newest first.
 */
export const verificationLinkKeys = {
  item: (tokenHash: string) => ({ PK: `VERIFYLINK#${tokenHash}`, SK: 'LINK' }),
  ownerPartition: (ownerId: string) => `VERIFYLINKS#${ownerId}`,
  indexes: (link: { ownerId: string; createdAt: string; id: string }) => ({
    GSI1PK: verificationLinkKeys.ownerPartition(link.ownerId),
    GSI1SK: newestFirst(link.createdAt, link.id),
  }),
};

/**
 * The verification link of a location's summary that an inspection binder's QR code carries (issue 43,
 * data/location-verification-links.ts): keyed by the SHA-256 of its token like a person's link; no
 * index (a location's links are revoked together, by a date on the location item).
 */
export const locationVerificationLinkKeys = {
  item: (tokenHash: string) => ({ PK: `LOCVERIFYLINK#${tokenHash}`, SK: 'LINK' }),
};

/** Privacy rights (issue 25, data/data-exports.ts): data exports of one person in one hour (TTL). */
export const dataExportKeys = {
  window: (userId: string, windowStart: number) => ({ PK: `DATAEXPORT#${userId}`, SK: `WINDOW#${windowStart}` }),
};

/** Continuing education (issue 27, data/continuing-education.ts): activities in the user's partition; reminder claims. */
export const continuingEducationKeys = {
  activity: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `CE#${id}` }),
  userPartition: (userId: string) => `USER#${userId}`,
  activityPrefix: 'CE#',
  reminder: (userId: string, endsOn: string, months: number) => ({
    PK: `CEREMINDER#${userId}`,
    SK: `${endsOn}#${months}`,
  }),
  /**
   * The claim a document takes (data/documents.ts): `OWNERDOC#<owner>#<type>`/`SLOT`, one per owner
   * and type, except a CE certificate (`activityId`): one per activity, `…#ce_certificate#<activityId>`.
   */
  documentSlot: (doc: {
    ownerType: 'USER' | 'ORG';
    ownerId: string;
    type: string;
    activityId?: string | undefined;
  }) => ({
    PK: `OWNERDOC#${doc.ownerType}#${doc.ownerId}#${doc.type}${doc.activityId ? `#${doc.activityId}` : ''}`,
    SK: 'SLOT',
  }),
};

/** The credential rules a super admin overrode (issue 27): one item, data/credential-rules.ts. */
export const credentialRulesKeys = {
  item: () => ({ PK: 'CONFIG', SK: 'CREDENTIAL_RULES' }),
};
