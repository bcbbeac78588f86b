import { beforeEach, describe, expect, it } from 'vitest';
import {
  authenticatorEnrolled,
  ENROLLED_CACHE_MS,
  forgetAuthenticatorStates,
  NOT_ENROLLED_CACHE_MS,
} from './cognito-mfa-state';

/** A stand-in for Cognito's AdminGetUser: answers from `state`, counting the calls. */
function cognito(state: Record<string, boolean>) {
  const calls: string[] = [];
  const read = async (userId: string) => {
    calls.push(userId);
    const enrolled = state[userId];
    if (enrolled === undefined) throw new Error('UserNotFoundException');
    return enrolled;
  };
  return { calls, read };
}

const T0 = 1_800_000_000_000;

describe("an admin's authenticator state, cached per user", () => {
  beforeEach(() => forgetAuthenticatorStates());

  it('keeps "enrolled" for 5 minutes, then asks Cognito again and sees a removal', async () => {
    const state = { ana: true };
    const { calls, read } = cognito(state);
    expect(await authenticatorEnrolled('ana', T0, read)).toBe(true);
    state.ana = false;
    expect(await authenticatorEnrolled('ana', T0 + ENROLLED_CACHE_MS - 1, read)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(await authenticatorEnrolled('ana', T0 + ENROLLED_CACHE_MS, read)).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('keeps "not enrolled" only a few seconds, so a re-enrolment counts almost at once', async () => {
    const state = { bea: false };
    const { calls, read } = cognito(state);
    expect(await authenticatorEnrolled('bea', T0, read)).toBe(false);
    state.bea = true;
    expect(await authenticatorEnrolled('bea', T0 + NOT_ENROLLED_CACHE_MS - 1, read)).toBe(false);
    expect(await authenticatorEnrolled('bea', T0 + NOT_ENROLLED_CACHE_MS, read)).toBe(true);
    expect(calls).toEqual(['bea', 'bea']);
  });

  it('shares one call among concurrent requests and caches each user apart', async () => {
    const { calls, read } = cognito({ ana: true, bea: false });
    const answers = await Promise.all([
      authenticatorEnrolled('ana', T0, read),
      authenticatorEnrolled('ana', T0, read),
      authenticatorEnrolled('bea', T0, read),
    ]);
    expect(answers).toEqual([true, true, false]);
    expect(calls).toEqual(['ana', 'bea']);
  });

  it('keeps no failed answer: the error reaches the caller and the next request asks again', async () => {
    const state: Record<string, boolean> = {};
    const { calls, read } = cognito(state);
    await expect(authenticatorEnrolled('cruz', T0, read)).rejects.toThrow('UserNotFoundException');
    state.cruz = true;
    expect(await authenticatorEnrolled('cruz', T0 + 1, read)).toBe(true);
    expect(calls).toHaveLength(2);
  });
});
