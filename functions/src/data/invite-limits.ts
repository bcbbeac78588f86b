/**
 * The counters of issue 25's invitation limits, with no scan and no cleanup job: one item per
 * organization and UTC day and one per inviter and UTC day (`data/keys.ts`, `inviteLimitKeys`), each
 * moved by a conditional ADD inside the invite's own transaction and deleted by the table's TTL.
 * The pending invitations of an organization are counted on its pending-address claims, which exist
 * exactly while an invite is pending (data/invites.ts). This module is the only writer of the counters.
 */
import { queryAllPages, tableName } from './client';
import { inviteKeys, inviteLimitKeys } from './keys';
import type { TransactItem } from './transactions';

const COUNTER_ENTITY = 'InviteDayCounter';

/** One more invitation on a day counter, only while it holds fewer than `limit`. */
function countedOnce(key: Record<string, string>, limit: number, expiresAt: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD invites :one SET entity = :entity, expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ConditionExpression: 'attribute_not_exists(invites) OR invites < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':entity': COUNTER_ENTITY, ':expiresAt': expiresAt },
    },
  };
}

/**
 * The two counter updates of one new invitation, in this order: the organization's day, then the
 * inviter's day. In a cancelled transaction, the failed condition's position says which limit was met.
 */
export function invitationCounted(input: {
  orgId: string;
  inviterId: string;
  day: string;
  limits: { organization: number; inviter: number };
  expiresAt: number;
}): [organization: TransactItem, inviter: TransactItem] {
  return [
    countedOnce(inviteLimitKeys.organizationDay(input.orgId, input.day), input.limits.organization, input.expiresAt),
    countedOnce(inviteLimitKeys.inviterDay(input.inviterId, input.day), input.limits.inviter, input.expiresAt),
  ];
}

/**
 * How many unexpired invitations of the organization are pending: a counting Query on its
 * pending-address claims (one small item per pending invite), never a scan.
 */
export async function countPendingInvitesOfOrganization(orgId: string, now: string): Promise<number> {
  let count = 0;
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :claim)',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': inviteKeys.organizationPartition(orgId),
        ':claim': inviteKeys.pendingClaimPrefix,
        ':now': now,
      },
      Select: 'COUNT',
      ConsistentRead: true,
    },
    (page) => {
      count += page.count;
    },
  );
  return count;
}
