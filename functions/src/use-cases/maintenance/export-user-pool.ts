/**
 * The daily user-pool export (issue 42; docs/decisions/0135-daily-user-pool-export.md): every user of
 * the pool as one JSON line — its id (`sub`), e-mail, attributes, status, dates and admin groups — in
 * `user-pool/<date>.jsonl` of the backups bucket, encrypted with the bucket's KMS key. Cognito cannot
 * back up a pool; with this file and the table a lost pool can be rebuilt (docs/runbook.md,
 * "Rebuild the user pool from an export"). Passwords and authenticator secrets cannot be exported:
 * people set a new password and enrol their app again.
 *
 * A failure is thrown: the scheduled invocation is retried twice, then dead-lettered, and the
 * function's failure alarm fires (infra/lib/operations.ts).
 */
import { ADMIN_GROUPS } from '@lunia/shared/domain/constants';
import { listAllUsers, listGroupMembers } from '../../lib/aws/cognito-user-list';
import { putObject } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { exportedUser, userPoolExportKey } from '../steps/user-pool-export-lines';

export async function exportUserPool({
  now = new Date(),
}: {
  now?: Date;
} = {}): Promise<{ key: string; users: number }> {
  const groupsOf = new Map<string, string[]>();
  for (const group of ADMIN_GROUPS) {
    for (const username of await listGroupMembers(group))
      groupsOf.set(username, [...(groupsOf.get(username) ?? []), group]);
  }
  const lines: string[] = [];
  for await (const page of listAllUsers()) {
    for (const user of page) lines.push(JSON.stringify(exportedUser(user, groupsOf.get(user.Username) ?? [])));
  }
  const key = userPoolExportKey(now);
  await putObject(env.backupsBucket, key, lines.length > 0 ? `${lines.join('\n')}\n` : '', 'application/x-ndjson');
  logger.info('User pool exported', { key, users: lines.length });
  return { key, users: lines.length };
}
