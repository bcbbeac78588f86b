import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkFormProof,
  FORM_CHALLENGE_TTL_MS,
  FORM_PROOF_DIFFICULTY,
  FORM_PROOF_MIN_AGE_MS,
  issueFormChallenge,
  leadingZeroBits,
} from './form-proof';

const key = Buffer.alloc(32, 7);
const issued = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(issued.getTime() + ms);

function solve(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= difficulty) return nonce;
  }
}

const fresh = () => issueFormChallenge({ key, now: issued, random: Buffer.alloc(16, 1) });
const proofOf = (challenge = fresh()) => ({
  challenge: challenge.challenge,
  nonce: solve(challenge.challenge, challenge.difficulty),
  signature: challenge.signature,
});

describe('leading zero bits', () => {
  it.each([
    [[0xff], 0],
    [[0x7f], 1],
    [[0x01], 7],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('%j has %i', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('form proof', () => {
  it('issues a signed challenge carrying its issue time, expiry and difficulty', () => {
    const challenge = fresh();
    expect(challenge).toMatchObject({
      difficulty: FORM_PROOF_DIFFICULTY,
      issuedAt: issued.getTime(),
      expiresAt: issued.getTime() + FORM_CHALLENGE_TTL_MS,
      minAgeMs: FORM_PROOF_MIN_AGE_MS,
    });
    expect(challenge.challenge.split('.').slice(0, 4)).toEqual([
      'v1',
      String(issued.getTime()),
      String(challenge.expiresAt),
      String(FORM_PROOF_DIFFICULTY),
    ]);
  });

  it('accepts the work on its own challenge between the minimum age and the expiry', () => {
    const proof = proofOf();
    expect(checkFormProof({ proof, key, now: later(FORM_PROOF_MIN_AGE_MS) })).toEqual({
      ok: true,
      expiresAt: later(FORM_CHALLENGE_TTL_MS),
    });
  });

  it('refuses too early, expired, another key, a changed challenge and missing work', () => {
    const proof = proofOf();
    const now = later(5000);
    expect(checkFormProof({ proof, key, now: later(FORM_PROOF_MIN_AGE_MS - 1) })).toEqual({
      ok: false,
      reason: 'too-early',
    });
    expect(checkFormProof({ proof, key, now: later(FORM_CHALLENGE_TTL_MS) })).toEqual({ ok: false, reason: 'expired' });
    expect(checkFormProof({ proof, key: Buffer.alloc(32, 8), now })).toEqual({ ok: false, reason: 'invalid' });
    const easier = proof.challenge.replace(`.${FORM_PROOF_DIFFICULTY}.`, '.1.');
    expect(checkFormProof({ proof: { ...proof, challenge: easier, nonce: solve(easier, 1) }, key, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    let lazy = 0;
    while (leadingZeroBits(createHash('sha256').update(`${proof.challenge}:${lazy}`).digest()) >= FORM_PROOF_DIFFICULTY)
      lazy++;
    expect(checkFormProof({ proof: { ...proof, nonce: String(lazy) }, key, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkFormProof({ proof: { ...proof, nonce: 'NOT A NONCE' }, key, now })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a challenge signed with a lower difficulty than today’s', () => {
    const old = `v1.${issued.getTime()}.${issued.getTime() + FORM_CHALLENGE_TTL_MS}.4.AQEBAQEBAQEBAQEBAQEBAQ`;
    const signature = createHmac('sha256', key).update(old).digest('base64url');
    expect(
      checkFormProof({ proof: { challenge: old, nonce: solve(old, 4), signature }, key, now: later(5000) }),
    ).toEqual({ ok: false, reason: 'invalid' });
  });
});
