/**
 * Invitations addressed to an e-mail (access pattern 7): the Invite items (`ORG#<orgId>`/`INVITE#<id>`)
 * carry GSI1 `INVITEE#<email>` / `<invitedAt>`. Organization admins create them (a later issue);
 * this module reads them for the invitee. Invites carry the organization's name, denormalized at
 * creation, so the list needs no second read.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAllPages, tableName } from './client';
import { inviteKeys } from './keys';

export const INVITE_ENTITY = 'Invite';

export interface Invitation {
  id: string;
  orgId: string;
  orgName: string;
  role: string;
  status: string;
  invitedAt: string;
  message: string;
}

export function invitationFromItem(item: Record<string, unknown>): Invitation {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(item.id),
    orgId: text(item.orgId),
    orgName: text(item.orgName),
    role: text(item.role),
    status: text(item.status),
    invitedAt: text(item.invitedAt),
    message: text(item.message),
  };
}

/** The newest invitations to an e-mail, newest first (at most `limit`). */
export async function listInvitationsForEmail(email: string, limit = 50): Promise<Invitation[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': inviteKeys.inviteePartition(email) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).filter((item) => item.entity === INVITE_ENTITY).map(invitationFromItem);
}

/** How many invitations to an e-mail are still pending (a Query with a count, no items read out). */
export async function countPendingInvitations(email: string): Promise<number> {
  let count = 0;
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: '#status = :pending AND entity = :entity',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': inviteKeys.inviteePartition(email),
        ':pending': 'PENDING',
        ':entity': INVITE_ENTITY,
      },
      Select: 'COUNT',
    },
    (page) => {
      count += page.count;
    },
  );
  return count;
}
