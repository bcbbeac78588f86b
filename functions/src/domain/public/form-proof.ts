/**
 * The public forms' bot check (issue 13): a proof of work on a challenge the API signed, without any
 * third-party script. The challenge text carries its own issue time, expiry and difficulty, so the
 * API keeps no state until a proof is used (then it is claimed once: data/rate-limits.ts).
 *
 *   challenge = v1.<issuedAt ms>.<expiresAt ms>.<difficulty>.<16 random bytes, base64url>
 *   signature = base64url(HMAC-SHA256(key, challenge))
 *   work      = SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits
 *
 * Pure: the key, the clock and the random bytes come from the caller.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FormChallenge, FormProof } from '@lunia/shared/api/schemas/public';

/**
 * Leading zero bits required. 2^14 ≈ 16,000 hashes on average: ~0.1 s in a desktop browser with
 * crypto.subtle, ~0.3 s on a mid-range phone; a bot pays the same for every submission.
 */
export const FORM_PROOF_DIFFICULTY = 14;
/** A form may stay open this long between the first keystroke (the challenge is fetched) and sending. */
export const FORM_CHALLENGE_TTL_MS = 30 * 60 * 1000;
/** No person fills a form within two seconds of opening it; scripts that post at once are refused. */
export const FORM_PROOF_MIN_AGE_MS = 2000;

const VERSION = 'v1';
const NONCE_PATTERN = /^[0-9a-z]{1,32}$/;

const sign = (key: Buffer, challenge: string) => createHmac('sha256', key).update(challenge).digest('base64url');

export function issueFormChallenge(input: { key: Buffer; now: Date; random: Buffer }): FormChallenge {
  const issuedAt = input.now.getTime();
  const expiresAt = issuedAt + FORM_CHALLENGE_TTL_MS;
  const challenge = [VERSION, issuedAt, expiresAt, FORM_PROOF_DIFFICULTY, input.random.toString('base64url')].join('.');
  return {
    challenge,
    difficulty: FORM_PROOF_DIFFICULTY,
    issuedAt,
    expiresAt,
    minAgeMs: FORM_PROOF_MIN_AGE_MS,
    signature: sign(input.key, challenge),
  };
}

/** Number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const proofDigest = (challenge: string, nonce: string) =>
  createHash('sha256').update(`${challenge}:${nonce}`).digest();

export type FormProofCheck = { ok: true; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' | 'too-early' };

/**
 * Checks a proof: the signature first (nothing else about an unsigned challenge is trusted), then the
 * clock (expired, too early), then the work. Whether it was used before is the caller's claim.
 */
export function checkFormProof(input: { proof: FormProof; key: Buffer; now: Date }): FormProofCheck {
  const { challenge, nonce, signature } = input.proof;
  const expected = Buffer.from(sign(input.key, challenge));
  const received = Buffer.from(signature);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const [version, issued, expires, difficulty] = challenge.split('.');
  const issuedAt = Number(issued);
  const expiresAt = Number(expires);
  const required = Number(difficulty);
  if (version !== VERSION || !Number.isSafeInteger(issuedAt) || !Number.isSafeInteger(expiresAt)) {
    return { ok: false, reason: 'invalid' };
  }
  // A challenge signed with a lower difficulty than today's is not honoured either.
  if (!Number.isInteger(required) || required < FORM_PROOF_DIFFICULTY) return { ok: false, reason: 'invalid' };
  const now = input.now.getTime();
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  if (now < issuedAt + FORM_PROOF_MIN_AGE_MS) return { ok: false, reason: 'too-early' };
  if (!NONCE_PATTERN.test(nonce) || leadingZeroBits(proofDigest(challenge, nonce)) < required) {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, expiresAt: new Date(expiresAt) };
}
