/**
 * A person's notification preferences, on their profile item (issue 25). This module is the only
 * writer of the three attributes, so there is one mechanism for every choice about e-mail:
 * - `language`: the language of every e-mail to the account (chosen at registration, changed on /account);
 * - `emailOptOuts`: the optional e-mails switched off (shared/src/domain/notification-preferences.ts;
 *   absent = every e-mail is received);
 * - `reviewAlerts`: how a platform admin hears of documents submitted for review (`immediate` or
 *   `daily`; absent = the default, the daily digest), set on /admin/settings.
 * The admins themselves are the user lookup's role lists (`USERLOOKUP` / `role:<role>#…`, kept by the
 * table stream from each profile: user-lookup.ts), so finding them is two Queries of one partition and
 * one BatchGetItem of their profiles, never a scan. Senders read the opt-outs through
 * events/reactions/mail-recipients.ts (and the expiry reminder's delivery), never on their own.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_REVIEW_ALERT_DELIVERY,
  REVIEW_ALERT_DELIVERIES,
  type ReviewAlertDelivery,
} from '@lunia/shared/api/schemas/admin-notifications';
import type { UpdateNotificationPreferencesBody } from '@lunia/shared/api/schemas/notification-preferences';
import { ADMIN_GROUPS, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import {
  notificationPreferencesOf,
  type OptionalEmail,
  optOutsFrom,
  optOutsOf,
} from '@lunia/shared/domain/notification-preferences';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import { userKeys, userLookupKeys } from './keys';
import { PROFILE_EXISTS, updateOwnProfile, updateProfileIf } from './user-profile-updates';

const deliveryOf = (value: unknown): ReviewAlertDelivery =>
  (REVIEW_ALERT_DELIVERIES as readonly unknown[]).includes(value)
    ? (value as ReviewAlertDelivery)
    : DEFAULT_REVIEW_ALERT_DELIVERY;

export async function getReviewAlertDelivery(userId: string): Promise<ReviewAlertDelivery> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ProjectionExpression: 'reviewAlerts' }),
  );
  return deliveryOf(Item?.reviewAlerts);
}

/** Records the person's language and opt-outs on their own profile (PROFILE_NOT_FOUND without one). */
export async function setNotificationPreferences(userId: string, choice: UpdateNotificationPreferencesBody) {
  await updateOwnProfile(userId, {
    UpdateExpression: 'SET #language = :language, emailOptOuts = :optOuts',
    ExpressionAttributeNames: { '#language': 'language' },
    ExpressionAttributeValues: { ':language': choice.language, ':optOuts': optOutsFrom(choice.emails) },
  });
  return notificationPreferencesOf({ language: choice.language, emailOptOuts: optOutsFrom(choice.emails) });
}

/** Records the admin's choice on their own profile (PROFILE_NOT_FOUND without one). */
export async function setReviewAlertDelivery(userId: string, delivery: ReviewAlertDelivery): Promise<void> {
  await updateOwnProfile(userId, {
    UpdateExpression: 'SET reviewAlerts = :delivery',
    ExpressionAttributeValues: { ':delivery': delivery },
  });
}

export interface ReviewAlertRecipient {
  userId: string;
  email: string;
  firstName: string;
  language: Language;
  delivery: ReviewAlertDelivery;
}

/** The user ids on one role's lookup list (every page). */
async function adminIdsOf(role: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userLookupKeys.partition, ':prefix': userLookupKeys.rolePrefix(role) },
        ProjectionExpression: 'userId',
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? []) if (typeof item.userId === 'string') ids.push(item.userId);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/**
 * Every platform admin (super admins and support) whose account is enabled, with their address,
 * language and choice of delivery. `delivery` keeps only those who chose it.
 */
export async function listReviewAlertRecipients(delivery?: ReviewAlertDelivery): Promise<ReviewAlertRecipient[]> {
  const ids = (await Promise.all(ADMIN_GROUPS.map(adminIdsOf))).flat();
  if (ids.length === 0) return [];
  const profiles = await batchGetItems([...new Set(ids)].map(userKeys.profile), {
    expression: 'id, email, firstName, #language, reviewAlerts, globalRole, accountDisabled',
    names: { '#language': 'language' },
  });
  return profiles
    .filter((item) => item.accountDisabled !== true && item.globalRole !== 'user' && typeof item.email === 'string')
    .map((item) => ({
      userId: String(item.id),
      email: String(item.email),
      firstName: typeof item.firstName === 'string' ? item.firstName : '',
      language: (LANGUAGES as readonly unknown[]).includes(item.language)
        ? (item.language as Language)
        : DEFAULT_LANGUAGE,
      delivery: deliveryOf(item.reviewAlerts),
    }))
    .filter((recipient) => delivery === undefined || recipient.delivery === delivery)
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

export type SwitchOffResult = 'switched_off' | 'already_off' | 'no_account';

/**
 * Switches one optional e-mail off for a person (the one-click unsubscribe, issue 39), idempotently:
 * the category is appended to their opt-outs only when it is not there yet, in one conditional update.
 * `already_off` when it was off before, `no_account` when the person has no profile (deleted).
 */
export async function switchOffOptionalEmail(userId: string, category: OptionalEmail): Promise<SwitchOffResult> {
  const updated = await updateProfileIf(userId, {
    UpdateExpression: 'SET emailOptOuts = list_append(if_not_exists(emailOptOuts, :none), :category)',
    ConditionExpression: `${PROFILE_EXISTS} AND NOT contains(emailOptOuts, :name)`,
    ExpressionAttributeValues: { ':none': [], ':category': [category], ':name': category },
  });
  if (updated) return 'switched_off';
  return (await getNotificationChoices(userId)) ? 'already_off' : 'no_account';
}

/** A person's language and opt-outs as stored (undefined without a profile): one projected GetItem. */
export async function getNotificationChoices(
  userId: string,
): Promise<{ language: Language; optOuts: OptionalEmail[] } | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(userId),
      ProjectionExpression: '#language, emailOptOuts',
      ExpressionAttributeNames: { '#language': 'language' },
    }),
  );
  if (!Item) return undefined;
  return { language: notificationPreferencesOf(Item).language, optOuts: optOutsOf(Item.emailOptOuts) };
}
