/**
 * Paces work to a number of starts per second, in independent lanes: a lane's next start is at least
 * 1/rate s after its previous one, whoever asks. Used by the reminder worker (e-mails at its share of the
 * SES quota, documents of extension orders at what the indexes they touch can take). Per instance: the
 * total is this times the function's concurrency.
 */
export type Pacer<Lane extends string> = <T>(
  lane: Lane,
  rate: number | undefined,
  work: () => Promise<T>,
) => Promise<T>;

export function createPacer<Lane extends string>(
  clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): Pacer<Lane> {
  const nextAt = new Map<Lane, number>();
  return async (lane, rate, work) => {
    // No rate: not paced (the local stack paces nothing).
    if (rate) {
      const now = clock.now();
      const at = Math.max(now, nextAt.get(lane) ?? 0);
      nextAt.set(lane, at + 1000 / rate);
      if (at > now) await clock.sleep(at - now);
    }
    return work();
  };
}
