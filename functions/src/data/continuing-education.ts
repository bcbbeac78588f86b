/**
 * Continuing education (issue 27 part B, docs/data-model.md): a pharmacist's activities
 * (`USER#<userId>` / `CE#<activityId>`, in the user's own partition, so "mine" is one Query and an
 * id is only ever looked up under its owner), the reminder claims (`CEREMINDER#<userId>` /
 * `<cycleEndsOn>#<months>`, one per cycle and threshold) and the daily job's read of the licences
 * whose cycle ends in a window (the documents' expiry index, GSI4, one bounded Query).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CeReminderMonths } from '@lunia/shared/domain/continuing-education';
import { db, putIfAbsent, queryAllPages, tableName } from './client';
import { type DocumentEntity, fromItem as documentFromItem } from './documents';
import { queryExpiryRange } from './expiry-index';
import { documentKeys, continuingEducationKeys as keys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

export const CE_ACTIVITY_ENTITY = 'ContinuingEducationActivity';
export const CE_REMINDER_ENTITY = 'ContinuingEducationReminder';
const REMINDER_RETENTION_SECONDS = 400 * 24 * 3600;

export interface CeActivityEntity {
  id: string;
  userId: string;
  title: string;
  provider: string;
  hours: number;
  completedOn: string;
  createdAt: string;
}

const activityFromItem = (item: Record<string, unknown>) => withoutKeys(item) as unknown as CeActivityEntity;

/** The new activity (a fresh id: the Put fails rather than overwrite). */
export function putActivity(activity: CeActivityEntity): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.activity(activity.userId, activity.id), entity: CE_ACTIVITY_ENTITY, ...activity },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Deletes the activity if it still exists (a second delete is the caller's 404). */
export function deleteActivity(userId: string, id: string): TransactItem {
  return {
    Delete: { TableName: tableName(), Key: keys.activity(userId, id), ConditionExpression: 'attribute_exists(PK)' },
  };
}

/** One activity of `userId`; undefined when that user has none with this id. */
export async function getActivity(userId: string, id: string): Promise<CeActivityEntity | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.activity(userId, id) }));
  return Item ? activityFromItem(Item) : undefined;
}

/** Every activity of a user (a few dozen over a career), newest completion first. */
export async function listActivities(userId: string): Promise<CeActivityEntity[]> {
  const activities: CeActivityEntity[] = [];
  await queryAllPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.activityPrefix },
    },
    ({ items }) => activities.push(...items.map(activityFromItem)),
  );
  return activities.sort(
    (a, b) => b.completedOn.localeCompare(a.completedOn) || b.createdAt.localeCompare(a.createdAt),
  );
}

export interface CeReminderClaim {
  userId: string;
  cycleEndsOn: string;
  months: CeReminderMonths;
  completedHours: number;
  missingHours: number;
  claimedAt: string;
}

/** Claims one reminder; false when it was claimed already (an earlier or a concurrent run). */
export async function claimCeReminder(claim: CeReminderClaim): Promise<boolean> {
  return putIfAbsent({
    ...keys.reminder(claim.userId, claim.cycleEndsOn, claim.months),
    entity: CE_REMINDER_ENTITY,
    ...claim,
    expiresAt: Math.floor(Date.parse(claim.claimedAt) / 1000) + REMINDER_RETENTION_SECONDS,
  });
}

export function ceReminderFromItem(item: Record<string, unknown>): CeReminderClaim {
  return withoutKeys(item) as unknown as CeReminderClaim;
}

/**
 * The approved pharmacist licences of people whose date falls in `from`..`to` (inclusive): one Query
 * of the expiry index's partitions over that window, every page (a window is days wide: a bounded read).
 */
export async function queryLicencesEndingBetween(from: string, to: string): Promise<DocumentEntity[]> {
  const items = await queryExpiryRange({
    from,
    to: documentKeys.expiryUpTo(to),
    filter: {
      expression: '#type = :type AND #status = :approved AND ownerType = :user',
      names: { '#type': 'type', '#status': 'status' },
      values: { ':type': 'pharmacist_license', ':approved': 'approved', ':user': 'USER' },
    },
  });
  return items.map(documentFromItem);
}
