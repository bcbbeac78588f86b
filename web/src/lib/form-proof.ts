/**
 * The bot check of the public forms (contact, partnership inquiry, beta signup): the API signs a
 * short-lived challenge and accepts a form only with a proof of work on it, once, and not sooner than
 * a person could have filled the form. `prepareFormProof` starts on the visitor's first input, so the
 * work is usually done before they press send; `sendWithFormProof` adds the proof to a submission.
 * The solver is a separate chunk, loaded on first use.
 */
import type { FormProof } from '@lunia/shared/api/schemas/public';
import { ApiError, apiRequest } from './api-client';

interface ReadyProof {
  proof: FormProof;
  /** Local clock: not before (the challenge's minimum age) and not after (its expiry, with a margin). */
  usableAt: number;
  usableUntil: number;
}

const EXPIRY_MARGIN_MS = 60_000;
/** Codes after which one more try with a fresh proof is worth it (the visitor did nothing wrong). */
const RETRY_CODES = new Set(['FORM_CHECK_EXPIRED', 'FORM_CHECK_USED', 'FORM_CHECK_TOO_EARLY']);

let prepared: Promise<ReadyProof> | undefined;

async function solveFresh(): Promise<ReadyProof> {
  const [challenge, { solveChallenge }] = await Promise.all([
    apiRequest('getFormChallenge'),
    import('./form-proof-solver'),
  ]);
  // Measured from when the answer arrived: the server issued it before that.
  const receivedAt = Date.now();
  const nonce = await solveChallenge(challenge.challenge, challenge.difficulty);
  return {
    proof: { challenge: challenge.challenge, nonce, signature: challenge.signature },
    usableAt: receivedAt + challenge.minAgeMs,
    usableUntil: receivedAt + (challenge.expiresAt - challenge.issuedAt) - EXPIRY_MARGIN_MS,
  };
}

/** Starts fetching and solving a challenge in the background (call on a form's first input). */
export function prepareFormProof(): void {
  if (prepared) return;
  const started = solveFresh();
  prepared = started;
  started.catch(() => {
    if (prepared === started) prepared = undefined;
  });
}

/** A proof for one submission (each is used once), waiting out the challenge's minimum age if needed. */
async function takeFormProof(): Promise<FormProof> {
  const pending = prepared;
  prepared = undefined;
  let ready = pending ? await pending.catch(() => undefined) : undefined;
  if (!ready || Date.now() > ready.usableUntil) ready = await solveFresh();
  const wait = ready.usableAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return ready.proof;
}

/** Sends a public form with a proof; once more with a fresh one if the proof itself was refused. */
export async function sendWithFormProof<T>(send: (proof: FormProof) => Promise<T>): Promise<T> {
  try {
    return await send(await takeFormProof());
  } catch (error) {
    if (error instanceof ApiError && RETRY_CODES.has(error.code)) return send(await takeFormProof());
    throw error;
  }
}
