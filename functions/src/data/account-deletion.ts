/**
 * The writes of "delete my account" (issue 25) that no entity module makes: the profile's deletion
 * mark, the person's own partition emptied, the profile and its unique claims removed together, the
 * invitations addressed to them removed, and their audit events' actor rewritten to a pseudonym.
 * Every write is idempotent (a delete of what is gone, an update conditioned on the old value), so a
 * deletion that stopped part-way runs again to the end (docs/decisions/0065-privacy-rights-export-and-deletion.md,
 * "Deleting an account").
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAllPages, tableName, updateIfStill, updateIfStillReturning } from './client';
import { auditEventKeys, inviteKeys, userKeys } from './keys';
import { writeTransaction } from './transactions';
import type { UserProfile } from './user-profiles';

/**
 * Marks the profile as being deleted (the first deletion's time is kept); the time, or undefined when
 * the profile is gone already.
 */
export async function markAccountDeletion(userId: string, at: string): Promise<string | undefined> {
  const profile = await updateIfStillReturning({
    Key: userKeys.profile(userId),
    UpdateExpression: 'SET deletionStartedAt = if_not_exists(deletionStartedAt, :at)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': at },
    ReturnValues: 'ALL_NEW',
  });
  return profile?.deletionStartedAt as string | undefined;
}

/**
 * Deletes every item of the person's own partition (`USER#<id>`: BookRx profile, continuing-education
 * activities, preferences, session activity...) except the profile, which goes last with its claims
 * (deleteProfileWithClaims), the session policy, which stays as the account's tombstone (issue 38), and
 * the stats item: the table stream moves its counts to zero as
 * it applies the removal of the documents and memberships, and the platform counters of "users with
 * documents / in an organization" follow that move (it holds counts only). Returns how many items
 * were deleted.
 */
export async function deleteOwnPartitionExceptProfile(userId: string): Promise<number> {
  const profileKey = userKeys.profile(userId);
  // The session policy stays: it is the deleted account's tombstone (data/session-policy.ts).
  const kept = new Set([profileKey.SK, userKeys.stats(userId).SK, userKeys.sessionPolicy(userId).SK]);
  const keys: { PK: string; SK: string }[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': profileKey.PK },
      ProjectionExpression: 'PK, SK',
    },
    ({ items }) => keys.push(...items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) }))),
  );
  const others = keys.filter((key) => !kept.has(key.SK));
  for (const key of others) await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  return others.length;
}

/** The profile and the e-mail and LUNIA ID claims it holds, in one transaction (claims only if still theirs). */
export async function deleteProfileWithClaims(profile: Pick<UserProfile, 'id' | 'email' | 'luniaId'>): Promise<void> {
  const claim = (Key: Record<string, string>) => ({
    Delete: {
      TableName: tableName(),
      Key,
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
      ExpressionAttributeValues: { ':id': profile.id },
    },
  });
  await writeTransaction([
    { Delete: { TableName: tableName(), Key: userKeys.profile(profile.id) } },
    claim(userKeys.email(profile.email)),
    claim(userKeys.luniaId(profile.luniaId)),
  ]);
}

/** An invitation addressed to the person, and its pending-address claim if it still names this invite. */
export async function deleteInvitation(invite: { orgId: string; id: string; email: string }): Promise<void> {
  await writeTransaction([
    { Delete: { TableName: tableName(), Key: inviteKeys.item(invite.orgId, invite.id) } },
    {
      Delete: {
        TableName: tableName(),
        Key: inviteKeys.pendingClaim(invite.orgId, invite.email),
        ConditionExpression: 'attribute_not_exists(PK) OR inviteId = :id',
        ExpressionAttributeValues: { ':id': invite.id },
      },
    },
  ]);
}

/** Every invitation addressed to an e-mail, whatever its status (GSI1 `INVITEE#<email>`, all pages). */
export async function listAllInvitationsFor(email: string): Promise<{ orgId: string; id: string; email: string }[]> {
  const invites: { orgId: string; id: string; email: string }[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':pk': inviteKeys.inviteePartition(email), ':entity': 'Invite' },
    },
    ({ items }) =>
      invites.push(
        ...items.map((item) => ({ orgId: String(item.orgId), id: String(item.id), email: String(item.email) })),
      ),
  );
  return invites;
}

/**
 * Rewrites the actor of every audit event `userId` caused to `pseudonym`, with no name: the events
 * stay where they are (their subject's partition, their month, their organization) and move from
 * GSI1 `ACTOR#<userId>` to `ACTOR#<pseudonym>`. The keys are read first (all pages), then each event
 * is updated on the condition that it is still in the person's partition, so a second run changes
 * nothing. Returns how many events were rewritten.
 */
export async function pseudonymizeActor(userId: string, pseudonym: string): Promise<number> {
  const person = auditEventKeys.actorPartition(userId);
  const keys: { PK: unknown; SK: unknown }[] = [];
  await queryAllPages(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': person },
      ProjectionExpression: 'PK, SK',
    },
    ({ items }) => keys.push(...items.map((item) => ({ PK: item.PK, SK: item.SK }))),
  );
  let rewritten = 0;
  for (const key of keys) {
    const changed = await updateIfStill({
      Key: key,
      UpdateExpression: 'SET actorId = :pseudonym, actorName = :none, GSI1PK = :partition',
      ConditionExpression: 'GSI1PK = :person',
      ExpressionAttributeValues: {
        ':pseudonym': pseudonym,
        ':none': null,
        ':partition': auditEventKeys.actorPartition(pseudonym),
        ':person': person,
      },
    });
    if (changed) rewritten += 1;
  }
  return rewritten;
}
