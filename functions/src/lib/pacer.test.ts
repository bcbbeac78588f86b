import { describe, expect, it } from 'vitest';
import { createPacer } from './pacer';

/** A clock that only moves when the pacer sleeps, by as long as it sleeps. */
function fakeClock() {
  let now = 1_000;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    get time() {
      return now;
    },
  };
}

describe('the pacer', () => {
  it('starts work at most `rate` times a second in a lane: 50 extensions at 25/s take 2 s', async () => {
    const clock = fakeClock();
    const paced = createPacer<'send' | 'extension'>(clock);
    const starts: number[] = [];
    for (let i = 0; i < 50; i++) await paced('extension', 25, async () => starts.push(clock.time));
    expect(starts[0]).toBe(1_000);
    expect(starts.slice(1).map((at, i) => at - (starts[i] as number))).toEqual(Array(49).fill(40));
    expect((starts.at(-1) as number) - (starts[0] as number)).toBe(1_960);
  });

  it('keeps lanes apart: e-mails are not slowed by extensions', async () => {
    const clock = fakeClock();
    const paced = createPacer<'send' | 'extension'>(clock);
    for (let i = 0; i < 10; i++) await paced('extension', 25, async () => undefined);
    const before = clock.time;
    await paced('send', 14, async () => undefined);
    expect(clock.time).toBe(before);
  });

  it('paces work that arrives at once, as parallel records of a batch do', async () => {
    const waits: number[] = [];
    const paced = createPacer<'send'>({ now: () => 1_000, sleep: async (ms) => void waits.push(ms) });
    await Promise.all(Array.from({ length: 5 }, () => paced('send', 10, async () => undefined)));
    // The first starts at once; each next one waits 100 ms more than the one before.
    expect(waits).toEqual([100, 200, 300, 400]);
  });

  it('does not pace without a rate (the local stack)', async () => {
    const clock = fakeClock();
    const paced = createPacer<'send'>(clock);
    for (let i = 0; i < 100; i++) await paced('send', undefined, async () => undefined);
    expect(clock.time).toBe(1_000);
  });
});
