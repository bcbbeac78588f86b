import { type CounterRecountJob, getCounterRecountJob, saveCounterRecountStep } from '../../data/counter-recount-jobs';
import {
  getUserStatsState,
  readCounterStates,
  setCounterIfUnchanged,
  setUserStatsIfUnchanged,
} from '../../data/counters';
import { DOCUMENT_ENTITY, listOwnerDocuments } from '../../data/documents';
import { listMembershipsOfUser, MEMBERSHIP_ENTITY } from '../../data/memberships';
import { scanTablePage } from '../../data/table-scan';
import { scanUserProfilesPage } from '../../data/user-lists';
import { logger } from '../../lib/logger';
import {
  addCounterContributions,
  COUNTER_ENTITIES,
  counterCorrections,
  RECOUNTED_USER_STATS,
  storedCount,
  userStatsOf,
} from '../steps/counter-contributions';
import { inParallel } from '../steps/in-parallel';
import { refreshModuleUsers } from '../steps/module-users';

/** Items examined per page: users (each costs a Get and two Queries) and everything else. */
const USERS_PER_PAGE = 100;
const ITEMS_PER_PAGE = 1000;
/** Users checked at once within a page. */
const PARALLEL_USERS = 10;
/**
 * Seconds the next phase waits, so the stream applies what came just before: the stats corrections
 * (which move `users#with_documents` / `users#in_organizations`) before the counters are read, and
 * changes made during the count before the final write checks the revisions. Stream records
 * normally arrive within a second or two.
 */
export const SETTLE_SECONDS = 5;

type Outcome = 'corrected' | 'unchanged' | 'skipped';

/**
 * A user's stats item against their documents and memberships (two Queries on GSI1). Written only
 * when it differs, and only if its revision is the one read before the count (otherwise the stream
 * changed it meanwhile, and it is skipped).
 */
async function recountUserStats(userId: string): Promise<Outcome> {
  const stored = await getUserStatsState(userId);
  const [documents, memberships] = await Promise.all([
    listOwnerDocuments('USER', userId),
    listMembershipsOfUser(userId),
  ]);
  const counted = userStatsOf(userId, [
    ...documents.map((doc) => ({ ...doc, entity: DOCUMENT_ENTITY })),
    ...memberships.map((membership) => ({ ...membership, entity: MEMBERSHIP_ENTITY })),
  ]);
  const differs = RECOUNTED_USER_STATS.some((name) => storedCount(stored.item[name]) !== counted[name]);
  if (!differs) return 'unchanged';
  return (await setUserStatsIfUnchanged(userId, counted, stored.revision)) ? 'corrected' : 'skipped';
}

/**
 * One page of users: each user's stats item is checked and their modules recomputed. The last page
 * moves on to counting.
 */
async function statsPage(job: CounterRecountJob): Promise<CounterRecountJob> {
  const page = await scanUserProfilesPage({ startKey: job.cursor, limit: USERS_PER_PAGE });
  const outcomes = await inParallel(page.items, PARALLEL_USERS, async (item) => {
    // Who can open each module is recomputed too: the stream counts the items this adds or removes.
    await refreshModuleUsers(String(item.id));
    return recountUserStats(String(item.id));
  });
  const next: CounterRecountJob = {
    ...job,
    step: job.step + 1,
    usersChecked: job.usersChecked + page.items.length,
    statsCorrected: job.statsCorrected + outcomes.filter((o) => o === 'corrected').length,
    statsSkipped: job.statsSkipped + outcomes.filter((o) => o === 'skipped').length,
    nextDelaySeconds: 0,
  };
  if (page.nextKey) return { ...next, cursor: page.nextKey };
  const { cursor: _done, ...rest } = next;
  return { ...rest, phase: 'counters', nextDelaySeconds: SETTLE_SECONDS };
}

/**
 * One page of counted items, added to the totals. The first page first reads every counter with
 * its revision: the final write is made only to counters that have not changed since.
 */
async function countersPage(job: CounterRecountJob): Promise<CounterRecountJob> {
  const before = job.before ?? (await readCounterStates());
  const page = await scanTablePage({ entities: COUNTER_ENTITIES, startKey: job.cursor, limit: ITEMS_PER_PAGE });
  const next: CounterRecountJob = {
    ...job,
    step: job.step + 1,
    before,
    counted: addCounterContributions(page.items, { ...job.counted }),
    itemsCounted: job.itemsCounted + page.items.length,
    nextDelaySeconds: 0,
  };
  if (page.nextKey) return { ...next, cursor: page.nextKey };
  const { cursor: _done, ...rest } = next;
  return { ...rest, phase: 'finish', nextDelaySeconds: SETTLE_SECONDS };
}

/** Writes each counter whose counted value differs, if it has not changed since it was read. */
async function finish(job: CounterRecountJob): Promise<CounterRecountJob> {
  const corrections: CounterRecountJob['corrections'] = [];
  const skipped: string[] = [];
  for (const correction of counterCorrections(job.before ?? {}, job.counted)) {
    if (await setCounterIfUnchanged(correction.name, correction.to, correction.revision)) {
      corrections.push({ name: correction.name, from: correction.from, to: correction.to });
    } else {
      skipped.push(correction.name);
    }
  }
  if (corrections.length > 0 || skipped.length > 0) {
    logger.info('Counter recount corrected counters', { jobId: job.id, corrections, skipped });
  }
  return {
    ...job,
    step: job.step + 1,
    status: 'completed',
    completedAt: new Date().toISOString(),
    corrections,
    skipped,
    nextDelaySeconds: 0,
  };
}

/**
 * One step of a counter recount (one queue message): a page of users (their stats items), a page
 * of counted items, or the final write. Runs only if the job still waits for this step; the result
 * is saved on that condition, so a redelivered or concurrent message changes nothing. The table
 * stream then queues the next step. A stats or counter write repeated after a crash between the
 * write and the save finds the value already right and writes nothing.
 *
 * The table is read with a Scan: a maintenance job off the request path (data/table-scan.ts).
 *
 * Limit (docs/decisions/0024-counters-survive-restart-and-recount.md): the revision guard protects every change the
 * stream has applied by the time of the write. A change committed during the count whose stream record is applied
 * only after the final write (a stream backlog longer than SETTLE_SECONDS) can be counted twice; a second run
 * then finds and corrects it.
 */
export async function runCounterRecountStep({ jobId, step }: { jobId: string; step: number }): Promise<void> {
  const job = await getCounterRecountJob(jobId);
  if (job?.status !== 'running' || job.step !== step) {
    logger.info('Counter recount step already done', { jobId, step });
    return;
  }
  const next =
    job.phase === 'stats'
      ? await statsPage(job)
      : job.phase === 'counters'
        ? await countersPage(job)
        : await finish(job);
  if (!(await saveCounterRecountStep(next, step))) {
    logger.info('Counter recount step saved by another delivery', { jobId, step });
  }
}
