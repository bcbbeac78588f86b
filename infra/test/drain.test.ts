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
  return { poller, sqs, round };
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
  it('waits for a poll round begun after a stream delivery that began and ended between two checks', async () => {
    const { poller, sqs, round } = quietStack();
    const drained = watch(createDrain({ poller, sqs, activities: [] }, 5_000));
    // A round reads the stream; its batch is delivered and done before the drain looks again; the
    // round ends without having read what the delivery wrote.
    round.begin();
    poller.deliveriesBegun++;
    round.end();
    await sleep(CHECKS);
    expect(drained.done).toBe(false);
    // The next round begins after the delivery and finds nothing: now the stack is quiet.
    round.begin();
    round.end();
    await sleep(CHECKS);
    expect(drained.done).toBe(true);
  });

  it('counts a queue delivery that came and went between two checks the same way', async () => {
    const { poller, sqs, round } = quietStack();
    const drained = watch(createDrain({ poller, sqs, activities: [] }, 5_000));
    round.begin();
    sqs.deliveriesBegun++;
    round.end();
    await sleep(CHECKS);
    expect(drained.done).toBe(false);
    round.begin();
    round.end();
    await sleep(CHECKS);
    expect(drained.done).toBe(true);
  });

  it('resolves after one round when nothing happened', async () => {
    const { poller, sqs, round } = quietStack();
    const drained = watch(createDrain({ poller, sqs, activities: [] }, 5_000));
    await sleep(CHECKS);
    expect(drained.done).toBe(false);
    round.begin();
    round.end();
    await sleep(CHECKS);
    expect(drained.done).toBe(true);
  });
});
