/**
 * Continuing-education certificates (issue 27 part B, docs/data-model.md): a certificate is a
 * document (`DOC#<id>`, data/documents.ts) of type `ce_certificate` whose item carries the
 * `activityId` it proves, and whose claim is per activity (`OWNERDOC#USER#<userId>#ce_certificate#
 * <activityId>`/`SLOT`, credential-keys.ts `documentSlot`) instead of per type, so an activity has at
 * most one. Its writes are the documents' own (steps/new-document.ts, document-change.ts); this
 * module reads the claim and the activities certificates belong to.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CE_CERTIFICATE_TYPE } from '@lunia/shared/domain/constants';
import { batchGetItems } from './batch-get';
import { db, tableName } from './client';
import type { CeActivityEntity } from './continuing-education';
import type { DocumentEntity } from './documents';
import { continuingEducationKeys as keys, withoutKeys } from './keys';
import type { TransactItem } from './transactions';

/** The activity a certificate document proves; undefined for every other document. */
export function certificateActivityId(doc: DocumentEntity): string | undefined {
  const { activityId } = doc as DocumentEntity & { activityId?: unknown };
  return doc.type === CE_CERTIFICATE_TYPE && typeof activityId === 'string' ? activityId : undefined;
}

/** The id of the certificate document that holds the activity's claim, if any. */
export async function getCertificateIdOf(userId: string, activityId: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.documentSlot({ ownerType: 'USER', ownerId: userId, type: CE_CERTIFICATE_TYPE, activityId }),
      ConsistentRead: true,
    }),
  );
  return Item?.documentId as string | undefined;
}

/** A transaction item that holds only while the activity still exists (a certificate needs its activity). */
export function activityStillExists(userId: string, activityId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.activity(userId, activityId),
      ConditionExpression: 'attribute_exists(PK)',
    },
  };
}

/** The activities of the certificates among `documents` (one BatchGetItem per 100), by document id. */
export async function activitiesOfCertificates(
  documents: readonly DocumentEntity[],
): Promise<Map<string, CeActivityEntity>> {
  const wanted = documents.flatMap((doc) => {
    const activityId = certificateActivityId(doc);
    return activityId ? [{ doc, key: keys.activity(doc.ownerId, activityId) }] : [];
  });
  if (wanted.length === 0) return new Map();
  const items = await batchGetItems(wanted.map((entry) => entry.key));
  const byKey = new Map(
    items.map((item) => [`${item.PK}|${item.SK}`, withoutKeys(item) as unknown as CeActivityEntity]),
  );
  const found = new Map<string, CeActivityEntity>();
  for (const { doc, key } of wanted) {
    const activity = byKey.get(`${key.PK}|${key.SK}`);
    if (activity) found.set(doc.id, activity);
  }
  return found;
}

/** A transaction item that holds only while the activity has no certificate (deleting the activity). */
export function noCertificateClaim(userId: string, activityId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.documentSlot({ ownerType: 'USER', ownerId: userId, type: CE_CERTIFICATE_TYPE, activityId }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}
