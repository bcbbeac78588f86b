/**
 * How long a test waits for something asynchronous (an e-mail, a stream-maintained list, an upload
 * check) before it fails. `npm test` runs the integration and browser phases side by side on CI's two
 * cores, where the stack gets about half a core and its deliveries take several times as long as on a
 * quiet machine: it sets LUNIA_TEST_WAIT_SCALE (test/run.ts), and every wait here is that many times
 * longer. Only the bound moves: what is waited for must still happen.
 */
export function waitBudget(ms: number): number {
  const scale = Number(process.env.LUNIA_TEST_WAIT_SCALE ?? '1');
  return Number.isFinite(scale) && scale >= 1 ? ms * scale : ms;
}
