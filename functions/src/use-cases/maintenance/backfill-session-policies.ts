/**
 * Gives every account a session policy (issue 38). The handler stack refuses a token whose account has
 * no `USER#<id>`/`SESSION` item (the check fails closed), and accounts registered before issue 25, or
 * made by the seed before issue 38, have none. This reads every profile, a page of the table at a time,
 * and writes the policy of a new account where none exists (data/session-policy.ts `ensureSessionPolicy`:
 * a conditional Put, so an existing policy, a disable or a tombstone is never touched and a second run
 * writes nothing).
 *
 * Run once per deployed stage BEFORE deploying the release that refuses accounts without a policy
 * (docs/deploy.md, "Session policies"), from an operator's shell (infra/ops/backfill-session-policies.ts):
 * the release before it reads a policy item of a new account exactly as it read a missing one, so
 * running it early changes nothing for anyone.
 */
import { ensureSessionPolicy } from '../../data/session-policy';
import { scanTablePage } from '../../data/table-scan';
import { USER_ENTITY } from '../../data/user-profiles';
import { inParallel } from '../steps/in-parallel';

const ITEMS_PER_PAGE = 1000;
const PARALLEL = 10;

export interface SessionPolicyBackfill {
  /** Table items read. */
  scanned: number;
  /** Profiles found. */
  accounts: number;
  /** Policies written (accounts that had none). */
  written: number;
}

export async function backfillSessionPolicies(
  options: { now?: () => Date; onPage?: (progress: SessionPolicyBackfill) => void } = {},
): Promise<SessionPolicyBackfill> {
  const now = options.now ?? (() => new Date());
  const progress: SessionPolicyBackfill = { scanned: 0, accounts: 0, written: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await scanTablePage({ entities: [USER_ENTITY], sortKey: 'PROFILE', startKey, limit: ITEMS_PER_PAGE });
    const written = await inParallel(page.items, PARALLEL, (item) =>
      ensureSessionPolicy(String(item.id), typeof item.createdAt === 'string' ? item.createdAt : now().toISOString()),
    );
    progress.scanned += page.scanned;
    progress.accounts += page.items.length;
    progress.written += written.filter(Boolean).length;
    options.onPage?.({ ...progress });
    startKey = page.nextKey;
  } while (startKey);
  return progress;
}
