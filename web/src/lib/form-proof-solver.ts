/**
 * The public forms' proof of work, loaded only when a visitor starts filling a form (a dynamic
 * import from ./form-proof.ts): find a nonce whose SHA-256 over `challenge:nonce` starts with
 * `difficulty` zero bits, with the browser's own crypto.subtle (no dependency, no third-party script).
 */
const BATCH = 64;
const encoder = new TextEncoder();

function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** Digests in batches (crypto.subtle is asynchronous; a batch keeps the page responsive between them). */
export async function solveChallenge(challenge: string, difficulty: number): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return nonces[found] as string;
  }
}
