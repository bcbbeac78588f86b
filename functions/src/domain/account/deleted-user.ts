/**
 * The actor a deleted account's audit events carry (issue 25): `deleted-user-` and the first 16 hex
 * digits of the SHA-256 of the account's id. The same account always gets the same pseudonym, so its
 * events still read as one person's; no name, e-mail or id of the person is left on them.
 */
import { createHash } from 'node:crypto';

export const DELETED_USER_PREFIX = 'deleted-user-';

export const deletedUserPseudonym = (userId: string): string =>
  `${DELETED_USER_PREFIX}${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
