import { describe, expect, it } from 'vitest';
import { sendRateLimit } from '../local/ses-send-rate';

describe('the SES stand-in’s account send rate (issue 39)', () => {
  it('accepts the rate within any one second, refuses more, and frees a slot a second after each send', () => {
    let now = 0;
    const limit = sendRateLimit(3, () => now);
    expect([limit.tryAcquire(), limit.tryAcquire(), limit.tryAcquire(), limit.tryAcquire()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now = 999;
    expect(limit.tryAcquire('bulk')).toBe(false);
    now = 1000;
    // The three sends of t=0 left the window together.
    expect([limit.tryAcquire(), limit.tryAcquire(), limit.tryAcquire(), limit.tryAcquire()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(limit.refused).toEqual({ '': 2, bulk: 1 });
  });
});
