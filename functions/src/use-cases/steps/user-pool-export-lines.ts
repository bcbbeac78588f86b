/**
 * The lines of the daily user-pool export (../maintenance/export-user-pool.ts): one user in a stable
 * shape, and the day's object key in the backups bucket.
 */
import { USER_POOL_EXPORT_PREFIX } from '@lunia/shared/operations/backups';
import type { ListedUser } from '../../lib/aws/cognito-user-list';

/** One exported user: what rebuilding the pool needs, in a stable shape. */
export interface ExportedUser {
  username: string;
  attributes: Record<string, string>;
  status: string | undefined;
  enabled: boolean;
  createdAt: string | undefined;
  updatedAt: string | undefined;
  groups: string[];
}

const isoOf = (epochSeconds: number | undefined) =>
  epochSeconds === undefined ? undefined : new Date(epochSeconds * 1000).toISOString();

export function exportedUser(user: ListedUser, groups: string[]): ExportedUser {
  return {
    username: user.Username,
    attributes: Object.fromEntries((user.Attributes ?? []).map((attribute) => [attribute.Name, attribute.Value ?? ''])),
    status: user.UserStatus,
    enabled: user.Enabled ?? true,
    createdAt: isoOf(user.UserCreateDate),
    updatedAt: isoOf(user.UserLastModifiedDate),
    groups,
  };
}

/** The export's object key for a day (UTC): one file a day, a second run that day replaces it. */
export const userPoolExportKey = (now: Date) => `${USER_POOL_EXPORT_PREFIX}${now.toISOString().slice(0, 10)}.jsonl`;
