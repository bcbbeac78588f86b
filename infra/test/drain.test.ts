/**
 * drain() (infra/local/drain.ts) resolves on a quiet stack only after a whole stream poll round that
 * began after the last activity: also when that activity began and ended between two of its checks,
 * leaving no busy flag to see. The sources are plain objects a test moves by hand.
 */
import { describe, expect, it } from 'vitest';
import { createDrain } from '../local/drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Several of drain()'s 25 ms checks. */
const CHECKS = 120;

function quietStack() {
  const poller = { roundsStarted: 0, roundsCompleted: 0, lastRoundCaughtUp: 0, deliveriesBegun: 0, busy: false };
  const sqs = { idle: true, deliveriesBegun: 0, mark: () => new Map<string, number>(), settledThrough: () => true };
  const round = { begin: () => ++poller.roundsStarted, end: () => poller.roundsCompleted++ };
  /** A poll round that finds nothing, then time for several checks. */
  const quietRound = async () => {
    round.begin();
    round.end();
    await sleep(CHECKS);
  };
  return { poller, sqs, round, quietRound };
}

/** Starts a drain and reports whether it has resolved. */
function watch(drain: () => Promise<void>) {
  const state = { done: false };
  void drain().then(() => {
    state.done = true;
  });
  return state;
}

describe('drain() on a quiet stack', () => {
  // A round reads the stream; a delivery (a stream batch, or a queue message) begins and ends before
  // the drain looks again; the round ends without having read what the delivery wrote. Only the next
  // round, begun after it, shows the stack quiet.
  for (const source of ['stream', 'queue'] as const) {
    it(`waits for a poll round begun after a ${source} delivery that began and ended between two checks`, async () => {
      const { poller, sqs, round, quietRound } = quietStack();
      const drained = watch(createDrain({ poller, sqs, activities: [] }, 5_000));
      round.begin();
      if (source === 'stream') poller.deliveriesBegun++;
      else sqs.deliveriesBegun++;
      round.end();
      await sleep(CHECKS);
      expect(drained.done).toBe(false);
      await quietRound();
      expect(drained.done).toBe(true);
    });
  }

  it('resolves after one round when nothing happened', async () => {
    const { poller, sqs, quietRound } = quietStack();
    const drained = watch(createDrain({ poller, sqs, activities: [] }, 5_000));
    await sleep(CHECKS);
    expect(drained.done).toBe(false);
    await quietRound();
    expect(drained.done).toBe(true);
  });
});
