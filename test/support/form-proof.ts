/**
 * The public forms' bot check, solved in Node for tests: fetch a challenge from the API, wait out its
 * minimum age, and find a nonce whose SHA-256 over `challenge:nonce` has enough leading zero bits
 * (functions/src/domain/public/form-proof.ts), as the web form does with crypto.subtle.
 */
import { createHash } from 'node:crypto';
import type { FormChallenge, FormProof } from '@lunia/shared/api/schemas/public';
import type { StackInfo } from './stack-info';

export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** The first nonce (base-36 counter) that does the work. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let n = 0; ; n++) {
    const nonce = n.toString(36);
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= difficulty) return nonce;
  }
}

export async function fetchChallenge(stack: StackInfo, fetchOptions: RequestInit = {}): Promise<FormChallenge> {
  const response = await fetch(`${stack.urls.api}/api/public/form-challenge`, fetchOptions);
  if (response.status !== 200) throw new Error(`form-challenge answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as FormChallenge;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A proof for a challenge, returned once the challenge is old enough to be accepted. */
export async function proveChallenge(challenge: FormChallenge): Promise<FormProof> {
  const nonce = solveChallenge(challenge.challenge, challenge.difficulty);
  // Server and tests share the machine's clock; 100 ms of margin for the request on its way.
  const wait = challenge.issuedAt + challenge.minAgeMs + 100 - Date.now();
  if (wait > 0) await sleep(wait);
  return { challenge: challenge.challenge, nonce, signature: challenge.signature };
}

/**
 * Fresh, aged proofs for many submissions without waiting the minimum age for each: challenges are
 * fetched ahead in a small pool, so they age while earlier ones are used. One pool per stack.
 */
const pools = new WeakMap<StackInfo, Promise<FormChallenge>[]>();
const POOL_SIZE = 4;

export async function formProof(stack: StackInfo): Promise<FormProof> {
  let pool = pools.get(stack);
  if (!pool) {
    pool = [];
    pools.set(stack, pool);
  }
  while (pool.length < POOL_SIZE) pool.push(fetchChallenge(stack));
  const next = pool.shift() as Promise<FormChallenge>;
  pool.push(fetchChallenge(stack));
  return proveChallenge(await next);
}

/** A JSON body with a fresh proof, as the `signed` hook of a route example returns it. */
export async function withFormProof(stack: StackInfo, body: Record<string, unknown>) {
  return {
    rawBody: JSON.stringify({ ...body, proof: await formProof(stack) }),
    headers: { 'content-type': 'application/json' },
  };
}

/** A well-formed proof that does not verify: a static example body carries it for the bad-input test to break. */
export const PLACEHOLDER_PROOF: FormProof = {
  challenge: 'v1.0.0.14.placeholder',
  nonce: '0',
  signature: 'placeholder',
};
