import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BetaSignupBody } from '@lunia/shared/api/schemas/public';
import { db, isConditionalCheckFailed, tableName } from './client';
import { betaApplicationsIndexKey, keys } from './keys';

export type BetaApplication = Omit<BetaSignupBody, 'website'> & { createdAt: string };

export const BETA_APPLICATION_ENTITY = 'BetaApplication';

export function toItem(application: BetaApplication) {
  return {
    ...keys.betaApplication(application.product, application.email),
    GSI1PK: betaApplicationsIndexKey(application.product),
    GSI1SK: `${application.createdAt}#${application.email}`,
    entity: BETA_APPLICATION_ENTITY,
    ...application,
  };
}

export function fromItem(item: Record<string, unknown>): BetaApplication {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entity: _e, ...rest } = item;
  return rest as BetaApplication;
}

/**
 * Stores an application once per product and e-mail. Returns false when one already exists,
 * so a repeated signup is accepted without creating a duplicate (or a second e-mail).
 */
export async function putBetaApplicationOnce(application: BetaApplication): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(application),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
