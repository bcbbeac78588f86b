/**
 * A pharmacist's BookRx profile (docs/data-model.md): `USER#<id>` / `BOOKRX` with the bio and the
 * preferred regions they wrote. Its own item, written only here, so it never races the profile item.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PuertoRicoRegion } from '@lunia/shared/domain/bookrx-profile';
import { db, tableName } from './client';
import { userKeys } from './keys';
import type { TransactItem } from './transactions';

export const BOOKRX_PROFILE_ENTITY = 'BookrxProfile';

export interface BookrxProfileEntity {
  bio: string;
  preferredRegions: PuertoRicoRegion[];
  updatedAt: string | null;
}

const EMPTY: BookrxProfileEntity = { bio: '', preferredRegions: [], updatedAt: null };

function fromItem(item: Record<string, unknown> | undefined): BookrxProfileEntity {
  if (!item) return EMPTY;
  return {
    bio: typeof item.bio === 'string' ? item.bio : '',
    preferredRegions: Array.isArray(item.preferredRegions) ? (item.preferredRegions as PuertoRicoRegion[]) : [],
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}

export async function getBookrxProfileItem(userId: string): Promise<BookrxProfileEntity> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.bookrxProfile(userId) }));
  return fromItem(Item);
}

/** Sets the given fields (absent ones stay as they are), as a transaction item beside its audit event. */
export function bookrxProfileChange(
  userId: string,
  change: { bio?: string | undefined; preferredRegions?: PuertoRicoRegion[] | undefined },
  at: Date,
): TransactItem {
  const sets = ['entity = :entity', 'userId = :userId', 'updatedAt = :at'];
  const values: Record<string, unknown> = {
    ':entity': BOOKRX_PROFILE_ENTITY,
    ':userId': userId,
    ':at': at.toISOString(),
  };
  if (change.bio !== undefined) {
    sets.push('bio = :bio');
    values[':bio'] = change.bio;
  }
  if (change.preferredRegions !== undefined) {
    sets.push('preferredRegions = :regions');
    values[':regions'] = change.preferredRegions;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: userKeys.bookrxProfile(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeValues: values,
    },
  };
}
