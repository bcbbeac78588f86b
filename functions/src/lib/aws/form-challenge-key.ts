/**
 * The key the public forms' bot-check challenges are signed with (domain/public/form-proof.ts): a
 * sub-key derived from the BookRx module's signing secret with HMAC and a fixed label, so no second secret
 * has to be created, stored and rotated. A leaked sub-key reveals nothing about the BookRx secret
 * (HMAC is one-way); rotating the BookRx secret rotates this key too (challenges live 30 minutes).
 */
import { createHmac } from 'node:crypto';
import { moduleSigningSecret } from './module-signing-secret';

const LABEL = 'lunia/public-form-challenge/v1';

let cached: { secret: string; key: Buffer } | undefined;

export async function formChallengeKey(): Promise<Buffer> {
  const secret = await moduleSigningSecret('bookrx');
  if (cached?.secret !== secret) cached = { secret, key: createHmac('sha256', secret).update(LABEL).digest() };
  return cached.key;
}
