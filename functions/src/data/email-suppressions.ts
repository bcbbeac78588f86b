/**
 * The e-mail suppression list (docs/data-model.md): one item per address SES reported as a hard
 * bounce or a complaint, `SUPPRESSED#<email>` / `EMAIL`, listed newest first on GSI1
 * (`EMAIL_SUPPRESSIONS`). The senders read it by key (GetItem per message), never by a Scan.
 *
 * - Recording is a conditional Put (`attribute_not_exists`): SES and EventBridge deliver at least
 *   once, so a redelivered event finds the entry and changes nothing (the first reason stays).
 * - Lifting deletes the entry with its audit event in one transaction, on condition it exists.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, putIfAbsent, queryPartitionPage, tableName } from './client';
import { emailSuppressionKeys, withoutKeys } from './keys';
import { cancellationCodes, type TransactItem } from './transactions';

const ENTITY = 'EmailSuppression';

export type SuppressionReason = 'bounce' | 'complaint';

export interface EmailSuppression {
  email: string;
  reason: SuppressionReason;
  /** SES's finer cause: the bounce sub-type (`General`, `NoEmail`, …) or the complaint feedback type. */
  detail: string | null;
  suppressedAt: string;
  /** The SES message that bounced or was complained about. */
  sesMessageId: string | null;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Records an address, once. Returns false when it was already on the list (a redelivered event). */
export async function recordEmailSuppression(entry: EmailSuppression): Promise<boolean> {
  const email = normalizeEmail(entry.email);
  return putIfAbsent({
    ...emailSuppressionKeys.item(email),
    ...emailSuppressionKeys.indexes(entry.suppressedAt, email),
    entity: ENTITY,
    ...entry,
    email,
  });
}

function fromItem(item: Record<string, unknown>): EmailSuppression {
  const { entity: _entity, ...entry } = withoutKeys(item);
  return entry as unknown as EmailSuppression;
}

/** The entry of an address, if it is suppressed (one GetItem: the senders ask before each e-mail). */
export async function getEmailSuppression(email: string): Promise<EmailSuppression | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailSuppressionKeys.item(normalizeEmail(email)) }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** Suppressed addresses newest first (GSI1), a page at a time. */
export async function listEmailSuppressions(limit: number, startKey?: Record<string, unknown>) {
  const page = await queryPartitionPage({
    index: 'GSI1',
    partition: emailSuppressionKeys.allPartition,
    limit,
    startKey,
    newestFirst: true,
  });
  return { entries: page.items.map(fromItem), lastKey: page.lastKey };
}

/**
 * Lifts an address's suppression with its audit event, in one transaction. Returns the entry lifted,
 * or undefined when the address was not on the list (nothing written).
 */
export async function deleteEmailSuppression(
  email: string,
  audit: (entry: EmailSuppression) => TransactItem,
): Promise<EmailSuppression | undefined> {
  const entry = await getEmailSuppression(email);
  if (!entry) return undefined;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: emailSuppressionKeys.item(entry.email),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          audit(entry),
        ],
      }),
    );
    return entry;
  } catch (error) {
    // Lifted meanwhile by someone else: nothing left to lift.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return undefined;
    throw error;
  }
}
