/**
 * Every key of the table — primary (PK/SK), index (GSInPK/GSInSK) and every partition value or
 * sort-key prefix a query asks for — is built here (or in the modules re-exported at the end) and
 * nowhere else (docs/data-model.md lists them with the access pattern each serves). One object per
 * entity, so a Lambda bundles only the keys of the entities it touches; nothing outside data/ sees a key.
 */

export type OwnerKind = 'USER' | 'ORG';

import { newestFirst } from './key-attributes';
import { shardOf } from './sharded-index';

/**
 * Write shards of the expiry index (GSI4, issue 28). Fixed: a change moves entries
 * (docs/decisions/0072-capacity-and-sharded-expiry-index.md).
 */
export const EXPIRY_SHARDS = 8;

export const userKeys = {
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** The unique-e-mail claim. */
  email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  /** The unique-LUNIA-ID claim. */
  luniaId: (luniaId: string) => ({ PK: `LUNIAID#${luniaId}`, SK: 'UNIQUE' }),
  /** Who may hold a session (disabled, sessions revoked before a time, MFA enrolment): data/session-policy.ts. */
  sessionPolicy: (userId: string) => ({ PK: `USER#${userId}`, SK: 'SESSION' }),
  /** The last activity of one session of the account (idle limits, issue 38): data/session-activity.ts. */
  sessionActivity: (userId: string, sessionKey: string) => ({ PK: `USER#${userId}`, SK: `ACTIVITY#${sessionKey}` }),
  /**
   * GSI1 of a session policy whose registration waits for its e-mail code (data/pending-registrations.ts),
   * oldest first, so the daily removal reads only the expired ones.
   */
  pendingRegistrationPartition: 'PENDINGREGISTRATIONS',
  pendingRegistrationIndex: (userId: string, since: string) => ({
    GSI1PK: userKeys.pendingRegistrationPartition,
    GSI1SK: `${since}#${userId}`,
  }),
  /** What the pharmacist writes for BookRx (bio, preferred regions): data/bookrx-profiles.ts. */
  bookrxProfile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'BOOKRX' }),
  /** The per-user stats item (counters kept by the stream handler with ADD). */
  stats: (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' }),
  /** GSI1 all users newest first; GSI2 users by verification status. */
  indexes: (user: { id: string; createdAt: string; verificationStatus: string }) => ({
    GSI1PK: userKeys.allPartition,
    GSI1SK: newestFirst(user.createdAt, user.id),
    ...userKeys.statusIndex(user.verificationStatus),
    GSI2SK: newestFirst(user.createdAt, user.id),
  }),
  /** The GSI1 partition of every user. */
  allPartition: 'USERS',
  /** The GSI2 partition of a verification status (moves when the status changes). */
  statusIndex: (verificationStatus: string): { GSI2PK: string } => ({ GSI2PK: `USERSTATUS#${verificationStatus}` }),
  /** GSI3: a user eligible for BookRx final approval, oldest request first. */
  awaitingApprovalPartition: 'AWAITING_APPROVAL',
  awaitingApprovalIndex: (user: { id: string; createdAt: string }) => ({
    GSI3PK: userKeys.awaitingApprovalPartition,
    GSI3SK: newestFirst(user.createdAt, user.id),
  }),
  /** GSI4 (issue 38): a person whose new legal name waits for review, oldest request first (data/user-name-changes.ts). */
  nameChangesPartition: 'NAMECHANGES',
  nameChangeIndex: (id: string, at: string) => ({ GSI4PK: userKeys.nameChangesPartition, GSI4SK: `${at}#${id}` }),
};

/**
 * User lookup items (admin search and role lists, docs/data-model.md): one partition, one item per
 * searchable term of a user, kept by the table stream from the profile (events/reactions/
 * maintain-user-lookup.ts). Sort key `<kind>:<normalized term>#<userId>`, so a prefix search is one
 * begins_with Query; role items sort by creation date (`role:<role>#<createdAt>#<userId>`).
 */
export const userLookupKeys = {
  partition: 'USERLOOKUP',
  item: (sortKey: string) => ({ PK: userLookupKeys.partition, SK: sortKey }),
  /** The sort-key prefix of a kind and term (a search prefix, or a whole term before the user id). */
  termPrefix: (kind: string, term: string) => `${kind}:${term}`,
  termSortKey: (kind: string, term: string, userId: string) => `${kind}:${term}#${userId}`,
  rolePrefix: (role: string) => `role:${role}#`,
  roleSortKey: (role: string, createdAt: string, userId: string) => `role:${role}#${createdAt}#${userId}`,
};

export const organizationKeys = {
  profile: (orgId: string) => ({ PK: `ORG#${orgId}`, SK: 'PROFILE' }),
  /** GSI1 all organizations newest first; GSI2 organizations by status. */
  indexes: (org: { id: string; createdAt: string; verified: boolean }) => ({
    GSI1PK: organizationKeys.allPartition,
    GSI1SK: newestFirst(org.createdAt, org.id),
    GSI2PK: organizationKeys.statusPartition(org.verified ? 'verified' : 'pending'),
    GSI2SK: newestFirst(org.createdAt, org.id),
  }),
  /** The GSI1 partition of every organization. */
  allPartition: 'ORGS',
  /** The GSI2 partition of the organizations of one status (moves when the organization is approved). */
  statusPartition: (status: 'verified' | 'pending') => `ORGSTATUS#${status}`,
};

/**
 * The admin's organization search: one item per organization and searchable field (name, licence
 * number, contact e-mail), sorted by the field's normalized text, so a prefix is one `begins_with`
 * Query. Kept by the table stream from the organization's images.
 */
export const organizationLookupKeys = {
  partition: 'ORGLOOKUP',
  item: (kind: string, normalized: string, orgId: string) => ({
    PK: organizationLookupKeys.partition,
    SK: `${organizationLookupKeys.kindPrefix(kind)}${normalized}#${orgId}`,
  }),
  /** Every item of one kind whose normalized text starts with `prefix`. */
  kindPrefix: (kind: string, prefix = '') => `${kind}:${prefix}`,
};

/** A payment lives in its organization's partition, oldest first by sort key (access pattern 11). */
export const paymentKeys = {
  item: (orgId: string, createdAt: string, paymentId: string) => ({
    PK: paymentKeys.organizationPartition(orgId),
    SK: `${paymentKeys.sortPrefix}${createdAt}#${paymentId}`,
  }),
  organizationPartition: (orgId: string) => `ORG#${orgId}`,
  sortPrefix: 'PAYMENT#',
};

/** Payment-provider events already applied (webhooks arrive more than once): one claim per event id. */
export const billingEventKeys = {
  claim: (eventId: string) => ({ PK: `BILLINGEVENT#${eventId}`, SK: 'APPLIED' }),
};

/** The organization a payment-provider customer pays for (events about charges name only the customer). */
export const billingCustomerKeys = {
  item: (customerId: string) => ({ PK: `BILLINGCUSTOMER#${customerId}`, SK: 'ORG' }),
};

export const membershipKeys = {
  item: (orgId: string, userId: string) => ({ PK: `ORG#${orgId}`, SK: `${membershipKeys.memberSortPrefix}${userId}` }),
  /** Sort-key prefix of an organization's members in its partition. */
  memberSortPrefix: 'MEMBER#',
  /** GSI1: a user's organizations (sort key `ORG#<orgId>`). */
  indexes: (membership: { orgId: string; userId: string }) => ({
    GSI1PK: membershipKeys.userOrganizationsPartition(membership.userId),
    GSI1SK: `${membershipKeys.orgSortPrefix}${membership.orgId}`,
  }),
  userOrganizationsPartition: (userId: string) => `USER#${userId}`,
  orgSortPrefix: 'ORG#',
};

export const inviteKeys = {
  item: (orgId: string, inviteId: string) => ({ PK: `ORG#${orgId}`, SK: `${inviteKeys.sortPrefix}${inviteId}` }),
  /** The partition and sort-key prefix of an organization's invites. */
  organizationPartition: (orgId: string) => `ORG#${orgId}`,
  sortPrefix: 'INVITE#',
  /**
   * One pending invite per organization and address: this claim is written with the invite and
   * removed when it is answered or cancelled (an expired one may be taken over by a new invite).
   */
  pendingClaim: (orgId: string, email: string) => ({ PK: `ORG#${orgId}`, SK: `PENDINGINVITE#${email.toLowerCase()}` }),
  /** The sort-key prefix of the pending-address claims (counted by data/invite-limits.ts). */
  pendingClaimPrefix: 'PENDINGINVITE#',
  /** GSI1: the invitations addressed to an e-mail, by date. */
  indexes: (invite: { email: string; invitedAt: string }) => ({
    GSI1PK: inviteKeys.inviteePartition(invite.email),
    GSI1SK: invite.invitedAt,
  }),
  inviteePartition: (email: string) => `INVITEE#${email.toLowerCase()}`,
  /** An invitation link's token hash → its invite, for the signed-out preview (data/invites.ts; TTL). */
  tokenLookup: (tokenHash: string) => ({ PK: `INVITETOKEN#${tokenHash}`, SK: 'INVITE' }),
};

/** Issue 25's invitation counters per organization or inviter and UTC day (data/invite-limits.ts; TTL). */
export const inviteLimitKeys = {
  organizationDay: (orgId: string, day: string) => ({ PK: `INVITELIMIT#ORG#${orgId}`, SK: `DAY#${day}` }),
  inviterDay: (userId: string, day: string) => ({ PK: `INVITELIMIT#USER#${userId}`, SK: `DAY#${day}` }),
};

export const locationKeys = {
  /** A pharmacy location lives in its organization's partition (access pattern 6). */
  item: (orgId: string, locationId: string) => ({
    PK: `ORG#${orgId}`,
    SK: `${locationKeys.sortPrefix}${locationId}`,
  }),
  /** The partition and sort-key prefix of an organization's locations. */
  organizationPartition: (orgId: string) => `ORG#${orgId}`,
  sortPrefix: 'LOCATION#',
  /** GSI1 while a pharmacist in charge is named (issue 27): the locations a person is in charge of. */
  inChargeIndex: (userId: string, orgId: string, locationId: string) => ({
    GSI1PK: locationKeys.inChargePartition(userId),
    GSI1SK: `LOCATION#${orgId}#${locationId}`,
  }),
  inChargePartition: (userId: string) => `INCHARGE#${userId}`,
};

export const betaApplicationKeys = {
  item: (product: string, email: string) => ({ PK: `BETA#${product}#${email.toLowerCase()}`, SK: 'APPLICATION' }),
  /** GSI1: one product's applications, newest first. */
  indexes: (application: { product: string; email: string; createdAt: string }) => ({
    GSI1PK: `BETA#${application.product}`,
    GSI1SK: `${application.createdAt}#${application.email}`,
  }),
};

export const contactMessageKeys = {
  item: (id: string) => ({ PK: `CONTACT#${id}`, SK: 'MESSAGE' }),
  indexes: (message: { id: string; createdAt: string }) => ({
    GSI1PK: 'CONTACT_MESSAGES',
    GSI1SK: newestFirst(message.createdAt, message.id),
  }),
};

export const partnerInquiryKeys = {
  item: (id: string) => ({ PK: `PARTNER#${id}`, SK: 'INQUIRY' }),
  indexes: (inquiry: { id: string; createdAt: string }) => ({
    GSI1PK: 'PARTNER_INQUIRIES',
    GSI1SK: newestFirst(inquiry.createdAt, inquiry.id),
  }),
};

/**
 * A document-reminder job (docs/data-model.md) lives in its own partition: the job item, its
 * recipient chunks (the ids the request named, fanned out by the stream), sharded progress counters
 * (many workers count at once without contending on one item) and one outcome per recipient (the
 * exactly-once record of what happened to that recipient). GSI1 lists the jobs newest first.
 */
export const reminderJobKeys = {
  job: (jobId: string) => ({ PK: `REMINDERJOB#${jobId}`, SK: 'JOB' }),
  chunk: (jobId: string, n: number) => ({ PK: `REMINDERJOB#${jobId}`, SK: `CHUNK#${String(n).padStart(4, '0')}` }),
  counterShard: (jobId: string, shard: number) => ({
    PK: `REMINDERJOB#${jobId}`,
    SK: `${reminderJobKeys.counterPrefix}${String(shard).padStart(2, '0')}`,
  }),
  counterPrefix: 'COUNT#',
  outcome: (jobId: string, userId: string) => ({ PK: `REMINDERJOB#${jobId}`, SK: `RECIPIENT#${userId}` }),
  partition: (jobId: string) => `REMINDERJOB#${jobId}`,
  /** The job item's SK: the progress read takes the shards and the job in one Query (COUNT# < JOB). */
  jobSortKey: 'JOB',
  indexes: (job: { id: string; createdAt: string }) => ({
    GSI1PK: reminderJobKeys.allPartition,
    GSI1SK: newestFirst(job.createdAt, job.id),
  }),
  allPartition: 'REMINDERJOBS',
};

/** An address SES reported as a hard bounce or complaint (data/email-suppressions.ts); GSI1 lists them newest first. */
export const emailSuppressionKeys = {
  item: (email: string) => ({ PK: `SUPPRESSED#${email.toLowerCase()}`, SK: 'EMAIL' }),
  indexes: (at: string, email: string) => ({ GSI1PK: 'EMAIL_SUPPRESSIONS', GSI1SK: newestFirst(at, email) }),
  allPartition: 'EMAIL_SUPPRESSIONS',
};

/** Health signals: e-mails sent per UTC day, and the table stream's last processed change. */
export const systemSignalKeys = {
  mailSentOn: (day: string) => ({ PK: 'MAILSENT_DAY', SK: day }),
  streamHeartbeat: { PK: 'SYSTEM', SK: 'STREAM_HEARTBEAT' },
};

/** Powertools idempotency records of one scope (data/idempotency-store.ts): one partition per worker's sends. */
export const idempotencyKeys = {
  partition: (scope: string) => `IDEMPOTENCY#${scope}`,
};

/**
 * Public-form abuse controls (data/rate-limits.ts), every item with a TTL. Addresses and IPs appear
 * only as digests (lib/digest.ts), never in clear.
 */
export const publicFormKeys = {
  /** Submissions of one form from one IP in one fixed window (`windowStart` in epoch seconds). */
  ipWindow: (form: string, ipDigest: string, windowStart: number) => ({
    PK: `FORMRATE#${form}#${ipDigest}`,
    SK: `WINDOW#${windowStart}`,
  }),
  /** The last acknowledgement e-mail of one form to one address (the cooldown). */
  ackCooldown: (form: string, addressDigest: string) => ({ PK: `FORMACK#${form}#${addressDigest}`, SK: 'ACK' }),
  /** A bot-check proof that was used (single use until the challenge expires). */
  usedProof: (challengeDigest: string) => ({ PK: `FORMPROOF#${challengeDigest}`, SK: 'USED' }),
};

export const documentKeys = {
  item: (documentId: string) => ({ PK: `DOC#${documentId}`, SK: 'DOC' }),
  /** Earlier files of a document, kept for the audit (n = the file's number, zero-padded to sort). */
  version: (documentId: string, n: number) => ({
    PK: `DOC#${documentId}`,
    SK: `${documentKeys.versionPrefix}${String(n).padStart(4, '0')}`,
  }),
  versionPrefix: 'VERSION#',
  /** One document per owner and type: the claim a create takes in the same transaction. */
  slot: (ownerType: OwnerKind, ownerId: string, type: string) => ({
    PK: `OWNERDOC#${ownerType}#${ownerId}#${type}`,
    SK: 'SLOT',
  }),
  /** GSI1 an owner's documents by type; GSI2/GSI3 the review queue (only while `inReview`). */
  indexes: (doc: {
    id: string;
    ownerType: OwnerKind;
    ownerId: string;
    context: string;
    type: string;
    status: string;
    uploadedAt: string;
    inReview: boolean;
  }) => ({
    GSI1PK: documentKeys.ownerPartition(doc.ownerType, doc.ownerId),
    GSI1SK: `${doc.type}#${doc.uploadedAt}`,
    ...(doc.inReview
      ? {
          GSI2PK: documentKeys.reviewPartition(doc.context, doc.status),
          GSI2SK: documentKeys.reviewSortKey(doc),
          GSI3PK: documentKeys.reviewTypePartition(doc.context, doc.status, doc.type),
          GSI3SK: documentKeys.reviewSortKey(doc),
        }
      : {}),
  }),
  ownerPartition: (ownerType: OwnerKind, ownerId: string) => `OWNERDOCS#${ownerType}#${ownerId}`,
  reviewPartition: (context: string, status: string) => `REVIEW#${context}#${status}`,
  reviewTypePartition: (context: string, status: string, type: string) => `REVIEWTYPE#${context}#${status}#${type}`,
  /** The review queue's sort key: unique, newest first when read descending. */
  reviewSortKey: (doc: { uploadedAt: string; id: string }) => `${doc.uploadedAt}#${doc.id}`,
  /** GSI4: current documents with an expiry date (pending or approved), soonest first, in shard
   * `EXPIRY#<hash of id mod EXPIRY_SHARDS>`; read with the pre-issue-28 `EXPIRY` by data/expiry-index.ts. */
  expiryIndex: (doc: { id: string; expiresOn: string }) => ({
    GSI4PK: documentKeys.expiryShard(shardOf(doc.id, EXPIRY_SHARDS)),
    GSI4SK: documentKeys.expirySortKey(doc),
  }),
  expiryShard: (shard: number) => `EXPIRY#${shard}`,
  /** Entries written before the shards; also the list's name in its cursor. */
  expiryPartition: 'EXPIRY',
  expirySortKey: (doc: { id: string; expiresOn: string }) => `${doc.expiresOn}#${doc.id}`,
  /** Above every sort key of a date: `GSI4SK <= expiryUpTo(date)` takes every document expiring that day. */
  expiryUpTo: (date: string) => `${date}#~`,
};

/**
 * Expiry reminders (docs/data-model.md): the claim of one reminder of a document's expiry date at a
 * threshold (60/30/7/0 days), written with a conditional Put by the daily job, so each goes out at
 * most once however often the job runs; the stream fans its recipients out to the reminder queue.
 */
export const expiryReminderKeys = {
  claim: (documentId: string, expiresOn: string, threshold: number) => ({
    PK: `EXPIRYREMINDER#${documentId}`,
    SK: `${expiresOn}#${String(threshold).padStart(2, '0')}`,
  }),
};

export const auditEventKeys = {
  item: (targetType: string, targetId: string, at: string, eventId: string) => ({
    PK: auditEventKeys.targetPartition(targetType, targetId),
    SK: `${at}#${eventId}`,
  }),
  /** Every index of an event sorts by `<at>#<eventId>`: unique, so it is a page cursor too. */
  sortKey: (at: string, eventId: string) => `${at}#${eventId}`,
  /**
   * GSI1: what one actor did; GSI2: every event, in one partition per month (UTC) of its time (the
   * audit log walks months backwards); GSI3: the events that concern an organization (its own
   * events and its documents'), only when there is one. All newest first by `<at>#<eventId>`.
   */
  indexes: (event: { id: string; actorId: string; at: string; orgId?: string | undefined }) => {
    const sortKey = auditEventKeys.sortKey(event.at, event.id);
    return {
      GSI1PK: auditEventKeys.actorPartition(event.actorId),
      GSI1SK: sortKey,
      GSI2PK: auditEventKeys.monthPartition(event.at.slice(0, 7)),
      GSI2SK: sortKey,
      ...(event.orgId ? { GSI3PK: auditEventKeys.organizationPartition(event.orgId), GSI3SK: sortKey } : {}),
    };
  },
  actorPartition: (actorId: string) => `ACTOR#${actorId}`,
  /** `month` is `YYYY-MM`. */
  monthPartition: (month: string) => `AUDITLOG#${month}`,
  organizationPartition: (orgId: string) => `AUDITORG#${orgId}`,
  /** GSI4 (data/document-trail.ts): the review trail of an owner's documents, by `<at>#<eventId>`. */
  trailPartition: (ownerType: OwnerKind, ownerId: string) => `DOCTRAIL#${ownerType}#${ownerId}`,
  targetPartition: (targetType: string, targetId: string) => `AUDIT#${targetType}#${targetId}`,
};

/**
 * Who can open a module now (issue 24): one item per module and person, `MODULEUSER#<module>` /
 * `<createdAt>#<userId>` (the user's creation, so a module's people list newest first), kept by the
 * table stream (data/module-users.ts).
 */
export const moduleUserKeys = {
  partition: (module: string) => `MODULEUSER#${module}`,
  item: (module: string, user: { id: string; createdAt: string }) => ({
    PK: moduleUserKeys.partition(module),
    SK: newestFirst(user.createdAt, user.id),
  }),
};

export const counterKeys = {
  item: (name: string) => ({ PK: counterKeys.partition, SK: name }),
  partition: 'COUNTER',
  /** Marks a stream record as applied (counters), so a redelivered record is not counted twice. */
  streamRecordClaim: (eventId: string) => ({ PK: `STREAMRECORD#${eventId}`, SK: 'APPLIED' }),
};

export {
  continuingEducationKeys,
  credentialRulesKeys,
  dataExportKeys,
  extensionOrderKeys,
  locationVerificationLinkKeys,
  verificationLinkKeys,
} from './credential-keys';
export { itemKeyText, withoutKeys } from './key-attributes';
export { counterRecountKeys, indexBackfillKeys } from './maintenance-keys';
export { moduleLinkKeys } from './module-link-keys';
export { registrationKeys } from './registration-keys';
