/**
 * Team invites (access pattern 7). An invite lives in its organization's partition
 * (`ORG#<orgId>`/`INVITE#<id>`) and carries GSI1 `INVITEE#<email>` / `<invitedAt>`, so an invitee's
 * invitations are one Query on their e-mail. A pending-address claim (`ORG#<orgId>`/`PENDINGINVITE#<email>`)
 * makes "one pending invite per organization and address" a transaction condition. Only the hash of
 * an invitation link's token is stored. This module is the only writer of both items.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteStatus } from '@lunia/shared/api/schemas/invites';
import type { InviteRole, Language } from '@lunia/shared/domain/constants';
import { db, queryAllPages, tableName, updateIfStill } from './client';
import { inviteKeys } from './keys';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';
import type { TransactItem } from './transactions';

export const INVITE_ENTITY = 'Invite';
const CLAIM_ENTITY = 'PendingInviteClaim';
const TOKEN_LOOKUP_ENTITY = 'InviteTokenLookup';

export interface Invite {
  id: string;
  orgId: string;
  /** The organization's name when invited (the invitee cannot read the organization). */
  orgName: string;
  /** Lower case. */
  email: string;
  role: InviteRole;
  status: InviteStatus;
  invitedAt: string;
  invitedBy: string;
  invitedByName: string;
  message: string;
  /** The language of the invitation e-mail. */
  language: Language;
  /** SHA-256 (hex) of the current link's token; removed once the invite is answered or cancelled. */
  tokenHash?: string;
  expiresAt: string;
  lastSentAt: string;
  sentCount: number;
  respondedAt?: string;
  respondedBy?: string;
  /** The invitee hid it from their list. */
  dismissedAt?: string;
  /** SES reported a hard bounce of the address after the last sending (issue 39); cleared by a resend. */
  bouncedAt?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function inviteFromItem(item: Record<string, unknown>): Invite {
  return {
    id: text(item.id),
    orgId: text(item.orgId),
    orgName: text(item.orgName),
    email: text(item.email),
    role: item.role as InviteRole,
    status: item.status as InviteStatus,
    invitedAt: text(item.invitedAt),
    invitedBy: text(item.invitedBy),
    invitedByName: text(item.invitedByName),
    message: text(item.message),
    language: item.language === 'es' ? 'es' : 'en',
    expiresAt: text(item.expiresAt) || text(item.invitedAt),
    lastSentAt: text(item.lastSentAt) || text(item.invitedAt),
    sentCount: typeof item.sentCount === 'number' ? item.sentCount : 1,
    ...(typeof item.tokenHash === 'string' ? { tokenHash: item.tokenHash } : {}),
    ...(typeof item.respondedAt === 'string' ? { respondedAt: item.respondedAt } : {}),
    ...(typeof item.respondedBy === 'string' ? { respondedBy: item.respondedBy } : {}),
    ...(typeof item.dismissedAt === 'string' ? { dismissedAt: item.dismissedAt } : {}),
    ...(typeof item.bouncedAt === 'string' ? { bouncedAt: item.bouncedAt } : {}),
  };
}

function toItem(invite: Invite) {
  return {
    ...inviteKeys.item(invite.orgId, invite.id),
    ...inviteKeys.indexes(invite),
    entity: INVITE_ENTITY,
    ...invite,
  };
}

/** The pending-address claim of an invite, valid as long as the invite's current link. */
const pendingClaimItem = (invite: Pick<Invite, 'orgId' | 'id' | 'email'>, expiresAt: string) => ({
  ...inviteKeys.pendingClaim(invite.orgId, invite.email),
  entity: CLAIM_ENTITY,
  inviteId: invite.id,
  expiresAt,
});

/**
 * A new invite and its pending-address claim. The claim's condition fails while another invite to
 * the address is pending and unexpired: the caller turns that into "already pending".
 */
export function newInviteItems(invite: Invite, now: string): TransactItem[] {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: pendingClaimItem(invite, invite.expiresAt),
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': now },
      },
    },
    { Put: { TableName: tableName(), Item: toItem(invite), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(invite.tokenHash ? [tokenLookupPut(invite, invite.tokenHash, invite.expiresAt)] : []),
  ];
}

/**
 * The lookup of an invitation link's token (`INVITETOKEN#<sha256>`): which invite it opens, so a
 * signed-out visitor's preview is one GetItem by the token. Removed by the table's TTL at the link's
 * expiry; a reader still checks the invite's status and current token hash (answered, cancelled).
 */
export const inviteTokenLookupItem = (invite: Pick<Invite, 'orgId' | 'id'>, tokenHash: string, expiresAt: string) => ({
  ...inviteKeys.tokenLookup(tokenHash),
  entity: TOKEN_LOOKUP_ENTITY,
  orgId: invite.orgId,
  inviteId: invite.id,
  [TABLE_TTL_ATTRIBUTE]: Math.floor(Date.parse(expiresAt) / 1000),
});

const tokenLookupPut = (invite: Pick<Invite, 'orgId' | 'id'>, tokenHash: string, expiresAt: string): TransactItem => ({
  Put: { TableName: tableName(), Item: inviteTokenLookupItem(invite, tokenHash, expiresAt) },
});

/** The invite a link's token hash was issued for, if its lookup is there (checks are the caller's). */
export async function findInviteByTokenHash(tokenHash: string): Promise<Invite | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: inviteKeys.tokenLookup(tokenHash), ConsistentRead: true }),
  );
  if (Item?.entity !== TOKEN_LOOKUP_ENTITY) return undefined;
  if (typeof Item.orgId !== 'string' || typeof Item.inviteId !== 'string') return undefined;
  return getInvite(Item.orgId, Item.inviteId);
}

export async function getInvite(orgId: string, inviteId: string): Promise<Invite | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: inviteKeys.item(orgId, inviteId), ConsistentRead: true }),
  );
  return Item?.entity === INVITE_ENTITY ? inviteFromItem(Item) : undefined;
}

/** An organization's invites (one Query on its partition, pages followed), newest first. */
export async function listInvitesOfOrganization(orgId: string, status?: InviteStatus): Promise<Invite[]> {
  const invites: Invite[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :invite)',
      ...(status ? { FilterExpression: '#status = :status' } : {}),
      ...(status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: {
        ':pk': inviteKeys.organizationPartition(orgId),
        ':invite': inviteKeys.sortPrefix,
        ...(status ? { ':status': status } : {}),
      },
    },
    ({ items }) => invites.push(...items.map(inviteFromItem)),
  );
  return invites.sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

/** The newest invitations to an e-mail, newest first (at most `limit`), dismissed ones left out. */
export async function listInvitationsForEmail(email: string, limit = 50): Promise<Invite[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'entity = :entity AND attribute_not_exists(dismissedAt)',
      ExpressionAttributeValues: { ':pk': inviteKeys.inviteePartition(email), ':entity': INVITE_ENTITY },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(inviteFromItem);
}

/**
 * One invitation addressed to an e-mail, by id: the lookup is scoped to the invitee's own address,
 * never by id alone. Read again from the table (consistently) before any change.
 */
export async function findInvitationForEmail(email: string, inviteId: string): Promise<Invite | undefined> {
  let found: Invite | undefined;
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'entity = :entity AND id = :id',
      ExpressionAttributeValues: {
        ':pk': inviteKeys.inviteePartition(email),
        ':entity': INVITE_ENTITY,
        ':id': inviteId,
      },
    },
    ({ items }) => {
      const item = items[0];
      if (item && !found) found = inviteFromItem(item);
    },
  );
  return found ? getInvite(found.orgId, found.id) : undefined;
}

/** How many unexpired invitations to an e-mail are pending (a Query with a count, no items read out). */
export async function countPendingInvitations(email: string, now: string): Promise<number> {
  let count = 0;
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: '#status = :pending AND entity = :entity AND expiresAt > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': inviteKeys.inviteePartition(email),
        ':pending': 'PENDING',
        ':entity': INVITE_ENTITY,
        ':now': now,
      },
      Select: 'COUNT',
    },
    (page) => {
      count += page.count;
    },
  );
  return count;
}

/**
 * Answers, cancels or expires a pending invite: the new status, who and when, and the link's token
 * removed. With `tokenHash`, only if the link presented is the current one and has not expired.
 */
export function closeInviteChange(
  invite: Pick<Invite, 'orgId' | 'id'>,
  change: { status: Exclude<InviteStatus, 'PENDING'>; by: string; at: string; tokenHash?: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: inviteKeys.item(invite.orgId, invite.id),
      UpdateExpression: 'SET #status = :status, respondedAt = :at, respondedBy = :by REMOVE tokenHash',
      ConditionExpression: change.tokenHash
        ? '#status = :pending AND tokenHash = :hash AND expiresAt > :at'
        : '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':pending': 'PENDING',
        ':at': change.at,
        ':by': change.by,
        ...(change.tokenHash ? { ':hash': change.tokenHash } : {}),
      },
    },
  };
}

/** Frees the address for a new invite, if the claim still belongs to this invite. */
export function releasePendingClaim(invite: Pick<Invite, 'orgId' | 'id' | 'email'>): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: inviteKeys.pendingClaim(invite.orgId, invite.email),
      ConditionExpression: 'attribute_not_exists(PK) OR inviteId = :id',
      ExpressionAttributeValues: { ':id': invite.id },
    },
  };
}

/**
 * A new link for a pending invite: new token hash, new expiry, one more sending (and a bounce of an
 * earlier one forgotten). Only if it is still pending, the last sending is older than `sentBefore`
 * (the resend cooldown) and it was sent fewer than `maxSends` times. The claim follows.
 */
export function resendInviteItems(
  invite: Pick<Invite, 'orgId' | 'id' | 'email' | 'tokenHash'>,
  change: { tokenHash: string; at: string; expiresAt: string; sentBefore: string; maxSends: number },
): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: inviteKeys.item(invite.orgId, invite.id),
        UpdateExpression:
          'SET tokenHash = :hash, expiresAt = :expires, lastSentAt = :at, sentCount = sentCount + :one REMOVE bouncedAt',
        ConditionExpression: '#status = :pending AND lastSentAt <= :sentBefore AND sentCount < :maxSends',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':hash': change.tokenHash,
          ':expires': change.expiresAt,
          ':at': change.at,
          ':one': 1,
          ':pending': 'PENDING',
          ':sentBefore': change.sentBefore,
          ':maxSends': change.maxSends,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: pendingClaimItem(invite, change.expiresAt),
        // An expired invite's address may have been taken by a newer invite meanwhile.
        ConditionExpression: 'attribute_not_exists(PK) OR inviteId = :id OR expiresAt <= :at',
        ExpressionAttributeValues: { ':id': invite.id, ':at': change.at },
      },
    },
    // The previous link's lookup goes: only the new token opens the preview.
    tokenLookupPut(invite, change.tokenHash, change.expiresAt),
    ...(invite.tokenHash && invite.tokenHash !== change.tokenHash
      ? [{ Delete: { TableName: tableName(), Key: inviteKeys.tokenLookup(invite.tokenHash) } }]
      : []),
  ];
}

/** Hides an invitation from its invitee's list (not a pending, unexpired one). False if it is one. */
export async function dismissInvite(invite: Pick<Invite, 'orgId' | 'id'>, at: string): Promise<boolean> {
  return updateIfStill({
    Key: inviteKeys.item(invite.orgId, invite.id),
    UpdateExpression: 'SET dismissedAt = if_not_exists(dismissedAt, :at)',
    ConditionExpression: 'attribute_exists(PK) AND (#status <> :pending OR expiresAt <= :at)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':at': at, ':pending': 'PENDING' },
  });
}

/**
 * Marks the pending invitations to an address whose mail hard-bounced (issue 39): each one last sent
 * no later than the bounced message was (a later resend is not the one that bounced). Conditional, so
 * a redelivered event or an invite answered meanwhile changes nothing. Returns how many were marked.
 */
export async function markInvitationsBounced(email: string, bounce: { at: string; sentAt: string }): Promise<number> {
  const pending: Invite[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'entity = :entity AND #status = :pending AND attribute_not_exists(bouncedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': inviteKeys.inviteePartition(email.trim().toLowerCase()),
        ':entity': INVITE_ENTITY,
        ':pending': 'PENDING',
      },
    },
    ({ items }) => pending.push(...items.map(inviteFromItem)),
  );
  let marked = 0;
  for (const invite of pending) {
    const updated = await updateIfStill({
      Key: inviteKeys.item(invite.orgId, invite.id),
      UpdateExpression: 'SET bouncedAt = :at',
      ConditionExpression: '#status = :pending AND lastSentAt <= :sentAt AND attribute_not_exists(bouncedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': bounce.at, ':pending': 'PENDING', ':sentAt': bounce.sentAt },
    });
    if (updated) marked++;
  }
  return marked;
}
