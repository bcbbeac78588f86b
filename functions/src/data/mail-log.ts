import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailed, tableName } from './client';
import { mailSentKeys } from './keys';

const MAIL_LOG_RETENTION_SECONDS = 30 * 24 * 3600;

/**
 * Claims the right to send the e-mail with this dedupe key. Returns false when it was already
 * claimed, so a message delivered twice is sent once.
 */
export async function claimMailSend(dedupeKey: string, template: string): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...mailSentKeys.item(dedupeKey),
          entity: 'MailSent',
          template,
          claimedAt: new Date().toISOString(),
          expiresAt: Math.floor(Date.now() / 1000) + MAIL_LOG_RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Releases a claim after a failed send so the queue's retry can send it. */
export async function releaseMailSend(dedupeKey: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: mailSentKeys.item(dedupeKey) }));
}
