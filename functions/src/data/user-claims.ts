/**
 * The unique claims of a user (docs/data-model.md): `EMAIL#<email>`/`UNIQUE` and
 * `LUNIAID#<luniaId>`/`UNIQUE`, each naming the user that holds the address or the LUNIA ID. They are
 * written with the profile (user-profiles.ts `createUserProfile`) and the e-mail claim moves with an
 * e-mail change (user-email-verification.ts), always in the same transaction as the profile, and
 * always conditioned on being free.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userKeys } from './keys';

export const USER_EMAIL_ENTITY = 'UserEmail';
export const USER_LUNIA_ID_ENTITY = 'UserLuniaId';

/** The claim of an e-mail address by a user (Put it conditioned on `attribute_not_exists(PK)`). */
export function emailClaimItem(email: string, userId: string) {
  return { ...userKeys.email(email), entity: USER_EMAIL_ENTITY, userId };
}

/** The claim of a LUNIA ID by a user (Put it conditioned on `attribute_not_exists(PK)`). */
export function luniaIdClaimItem(luniaId: string, userId: string) {
  return { ...userKeys.luniaId(luniaId), entity: USER_LUNIA_ID_ENTITY, userId };
}

/** The key of a user's e-mail claim (deleting it when the e-mail moves). */
export const emailClaimKey = (email: string) => userKeys.email(email);

/** Who holds an e-mail address (case-insensitive), if anyone. */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.email(email) }));
  return Item?.userId as string | undefined;
}
