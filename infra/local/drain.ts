/**
 * drain(): waits until the local stack's asynchronous deliveries have caught up — the table stream's
 * poller, the SQS queues, S3 event deliveries, Cognito triggers, the Stripe stand-in's webhooks and
 * the scheduler — so a test can then check that something was *not* sent or changed.
 *
 * It resolves on whichever comes first:
 * - quiet: nothing queued or being delivered, and a whole stream poll round that began after the
 *   last activity seen found nothing new (deliveries can cause more writes). Activity is seen by its
 *   busy flags and by the counts of what has begun, so a delivery shorter than a check's interval is
 *   not missed;
 * - DRAIN_GENERATIONS generations: when other work keeps the stack busy (integration test files
 *   running in parallel on one stack), it may never be quiet. A generation marks what exists at its
 *   start (stream records already written, messages already sent, deliveries already begun) and
 *   ends once all of that has been delivered: a poll round that began after the mark read every
 *   shard to its end, and those messages and deliveries are done. What they caused exists before
 *   the next generation starts, so each generation follows the consequences one step further. The longest chain of the
 *   product's reactions is about five steps (an upload's check → the stream → a derived stats item →
 *   a derived counter; or → the mail queue → the mail worker's records), so eight leave room for a
 *   delivery that starts a moment late. A counter recount is a longer chain (one step per page): a
 *   test waits for its job to complete before it drains.
 *
 * Work that can still succeed is awaited, a queue's retry of a failed message is not: a message whose
 * delivery failed and that backs off until its next receive counts as delivered (./sqs-queue.ts). A
 * malformed test message fails every receive, and waiting out its backoff (five receives) made every
 * drain on the shared stack, and each generation of one, wait for other files' malformed messages.
 * What a failed delivery wrote is awaited as any write is (the stream); a redelivery that begins
 * while the drain runs is awaited as any delivery is. A test that needs a retry's outcome (a dead
 * letter) polls for it.
 */
import type { ActivityCounter } from './lambda-runtime';

/**
 * A safety net, far above a drain's usual time (well under a second on a quiet stack, a few seconds
 * on a busy 2-core machine): a drain that is merely slow passes; one that never settles still fails,
 * naming what it was still waiting for. `npm test` runs the integration tests beside the browser tests,
 * so the stack gets about half a core: a stream round that retries a failing record took over 60 s
 * * there, once in each of the two lane runs measured (docs/decisions/0082-ci-under-12-minutes.md, "CI under 12
 * minutes").
 */
export const DRAIN_TIMEOUT_MS = 150_000;
export const DRAIN_GENERATIONS = 8;
const CHECK_INTERVAL_MS = 25;

export interface DrainSources {
  poller: {
    readonly roundsStarted: number;
    readonly roundsCompleted: number;
    readonly lastRoundCaughtUp: number;
    readonly deliveriesBegun: number;
    readonly busy: boolean;
  };
  sqs: {
    readonly idle: boolean;
    readonly deliveriesBegun: number;
    mark(): Map<string, number>;
    settledThrough(mark: Map<string, number>): boolean;
  };
  /** S3 event deliveries, Cognito triggers, webhooks, scheduled jobs. */
  activities: ActivityCounter[];
}

interface Generation {
  /** The first poll round to begin after the mark: once one from it on reads to the end, the mark's records are in. */
  round: number;
  sqs: Map<string, number>;
  activities: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createDrain(sources: DrainSources, timeoutMs = DRAIN_TIMEOUT_MS): () => Promise<void> {
  const { poller, sqs, activities } = sources;
  const isIdle = () => sqs.idle && !poller.busy && activities.every((activity) => !activity.busy);
  /**
   * What has begun so far: a stream delivery, a queue message or another delivery that began and ended
   * between two checks leaves no busy flag to see, but changes this. Its consequences may be written
   * after the round in progress read the stream, so a quiet round must begin after it too.
   */
  const begun = () =>
    [poller.deliveriesBegun, sqs.deliveriesBegun, ...activities.map((activity) => activity.mark())].join(',');
  const mark = (): Generation => ({
    round: poller.roundsStarted + 1,
    sqs: sqs.mark(),
    activities: activities.map((activity) => activity.mark()),
  });
  /** What the generation still waits for: nothing once the stream, the queues and the activities are through it. */
  const unsettled = (generation: Generation) =>
    [
      poller.lastRoundCaughtUp >= generation.round ? '' : 'the table stream',
      sqs.settledThrough(generation.sqs) ? '' : 'queue deliveries',
      activities.every((activity, i) => activity.settledThrough(generation.activities[i] ?? 0))
        ? ''
        : 'S3, SES, Cognito, Stripe or scheduler deliveries',
    ].filter(Boolean);

  return async function drain() {
    const deadline = Date.now() + timeoutMs;
    let quietRoundNeeded = poller.roundsStarted + 1;
    let generation = mark();
    let generations = 0;
    let begunBefore = begun();
    while (Date.now() < deadline) {
      const begunNow = begun();
      if (!isIdle() || begunNow !== begunBefore) quietRoundNeeded = poller.roundsStarted + 1;
      else if (poller.roundsCompleted >= quietRoundNeeded) return;
      begunBefore = begunNow;
      if (unsettled(generation).length === 0) {
        generations++;
        if (generations >= DRAIN_GENERATIONS) return;
        generation = mark();
      }
      await sleep(CHECK_INTERVAL_MS);
    }
    const waitingFor = unsettled(generation).join(', ');
    throw new Error(`drain(): deliveries still busy after ${timeoutMs / 1000} s (waiting for ${waitingFor})`);
  };
}
