/** Key builders: every entity's keys are built here and nowhere else (see docs/data-model.md). */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userEmail: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  userLuniaId: (luniaId: string) => ({ PK: `LUNIAID#${luniaId}`, SK: 'UNIQUE' }),
  organization: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'PROFILE' }),
  membership: (orgId: string, userId: string) => ({ PK: `ORG#${orgId}`, SK: `MEMBER#${userId}` }),
  betaApplication: (product: string, email: string) => ({
    PK: `BETA#${product}#${email.toLowerCase()}`,
    SK: 'APPLICATION',
  }),
  mailSent: (dedupeKey: string) => ({ PK: `MAILSENT#${dedupeKey}`, SK: 'MAILSENT' }),
  document: (documentId: string) => ({ PK: `DOC#${documentId}`, SK: 'DOC' }),
  /** Earlier files of a document, kept for the audit (n = the file's number, zero-padded to sort). */
  documentVersion: (documentId: string, n: number) => ({
    PK: `DOC#${documentId}`,
    SK: `VERSION#${String(n).padStart(4, '0')}`,
  }),
  /** One document per owner and type: the claim a create takes in the same transaction. */
  documentSlot: (ownerType: 'USER' | 'ORG', ownerId: string, type: string) => ({
    PK: `OWNERDOC#${ownerType}#${ownerId}#${type}`,
    SK: 'SLOT',
  }),
  auditEvent: (targetType: string, targetId: string, at: string, eventId: string) => ({
    PK: `AUDIT#${targetType}#${targetId}`,
    SK: `${at}#${eventId}`,
  }),
  counter: (name: string) => ({ PK: 'COUNTER', SK: name }),
  /** Marks a stream record as applied (counters), so a redelivered record is not counted twice. */
  streamRecordClaim: (eventId: string) => ({ PK: `STREAMRECORD#${eventId}`, SK: 'APPLIED' }),
} as const;

/** GSI1 partition listing a user's organizations (sort key ORG#<orgId>). */
export const userOrganizationsIndexKey = (userId: string) => `USER#${userId}`;
/** GSI1 partition listing applications of one product, newest first. */
export const betaApplicationsIndexKey = (product: string) => `BETA#${product}`;
/** GSI1 partition listing the invitations addressed to an e-mail (sort key: invitedAt). */
export const inviteeIndexKey = (email: string) => `INVITEE#${email.toLowerCase()}`;
/** The per-user stats item (counters kept by the stream handler with ADD). */
export const userStatsKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' });
/** GSI1 partition of an owner's documents (sort key `<type>#<uploadedAt>`). */
export const ownerDocumentsIndexKey = (ownerType: 'USER' | 'ORG', ownerId: string) =>
  `OWNERDOCS#${ownerType}#${ownerId}`;
/** GSI2 partition of the review queue by context and status (sort key `<uploadedAt>#<id>`). */
export const reviewIndexKey = (context: string, status: string) => `REVIEW#${context}#${status}`;
/** GSI3 partition of the review queue by context, status and type (sort key `<uploadedAt>#<id>`). */
export const reviewTypeIndexKey = (context: string, status: string, type: string) =>
  `REVIEWTYPE#${context}#${status}#${type}`;
/** GSI1 partition of audit events by actor (sort key `<at>`). */
export const auditActorIndexKey = (actorId: string) => `ACTOR#${actorId}`;
/** GSI3 partition of users eligible for BookRx final approval (sort key `<createdAt>#<id>`). */
export const AWAITING_APPROVAL_INDEX_KEY = 'AWAITING_APPROVAL';
