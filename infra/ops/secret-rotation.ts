/**
 * The steps of a secret rotation (`npm run secrets:rotate`, ./rotate-secret.ts; docs/deploy.md,
 * "Rotating secrets"), apart from where they act: the CLI runs them on a stage with the AWS CLI, the
 * rehearsal (test/integration/secret-rotation.test.ts) on the local Secrets Manager.
 *
 * The functions read every secret with a bounded cache (functions/src/lib/aws/cached-secret.ts: at most
 * SECRET_CACHE_MS, 5 minutes), and where they verify what someone else signs (the CloudFront origin
 * header, a module's redemption signature) they accept AWSCURRENT and, for ROTATION_WINDOW_MS (2 hours)
 * after it was created, AWSPREVIOUS. So a rotation is:
 *   1. put the new value: it becomes AWSCURRENT and the old one AWSPREVIOUS (Secrets Manager's labels);
 *   2. wait out the caches: from then on every container signs with the new value and accepts both;
 *   3. move the signer: CloudFront's origin header (updated, then waited until deployed), or the module
 *      team, who switch their signing to the new value within the window;
 *   4. after the window, only the new value is accepted.
 * Requests signed with either value are served throughout: no 403 at any step.
 */
import { randomBytes } from 'node:crypto';
import { OPENABLE_MODULES, type OpenableModule } from '@lunia/shared/domain/module-access';
import { ROTATION_WINDOW_MS, SECRET_CACHE_MS } from '../../functions/src/lib/aws/cached-secret';

export const ROTATABLE_SECRETS = [
  'origin-verify',
  'form-challenge',
  'billing',
  ...OPENABLE_MODULES.map((module) => `module-signing-${module}` as const),
] as const;
export type RotatableSecret = (typeof ROTATABLE_SECRETS)[number];

export const isRotatableSecret = (name: string): name is RotatableSecret =>
  (ROTATABLE_SECRETS as readonly string[]).includes(name);

export const moduleOf = (secret: RotatableSecret): OpenableModule | undefined =>
  secret.startsWith('module-signing-') ? (secret.slice('module-signing-'.length) as OpenableModule) : undefined;

/** Where the steps act. */
export interface RotationBackend {
  /** Puts a new value as AWSCURRENT (the current one becomes AWSPREVIOUS). */
  putSecretValue(secretId: string, value: string): Promise<void>;
  /** Sets CloudFront's origin header to the value and resolves once the distribution is deployed. */
  setOriginHeader(value: string): Promise<void>;
  wait(ms: number): Promise<void>;
  log(line: string): void;
}

export interface RotationInput {
  secret: RotatableSecret;
  secretId: string;
  backend: RotationBackend;
  /** The new value; generated (64 URL-safe characters) when absent. Required for `billing` (Stripe's keys). */
  value?: string;
  /** How long the functions keep a value (the wait of step 2): SECRET_CACHE_MS plus a minute in AWS. */
  cacheMs?: number;
  now?: () => Date;
}

export interface RotationResult {
  /** The previous value is accepted until then (where a value is verified). */
  previousAcceptedUntil: string;
}

const generated = () => randomBytes(48).toString('base64url');

function checkValue(secret: RotatableSecret, value: string | undefined): string {
  if (secret !== 'billing') return value ?? generated();
  if (!value)
    throw new Error('--secret billing needs --value-file with {"secretKey":"sk_…","webhookSecret":"whsec_…"}');
  const parsed = JSON.parse(value) as { secretKey?: unknown; webhookSecret?: unknown };
  if (typeof parsed.secretKey !== 'string' || !/^(sk|rk)_/.test(parsed.secretKey)) {
    throw new Error('The billing value needs "secretKey" (sk_… or rk_…)');
  }
  if (typeof parsed.webhookSecret !== 'string' || !parsed.webhookSecret.startsWith('whsec_')) {
    throw new Error('The billing value needs "webhookSecret" (whsec_…)');
  }
  return value;
}

export async function rotateSecret(input: RotationInput): Promise<RotationResult> {
  const { backend, secret } = input;
  const value = checkValue(secret, input.value);
  const now = input.now ?? (() => new Date());
  const cacheMs = input.cacheMs ?? SECRET_CACHE_MS + 60_000;

  backend.log(`1/3 Putting the new value of ${secret} as AWSCURRENT (the current one becomes AWSPREVIOUS)…`);
  await backend.putSecretValue(input.secretId, value);
  const rotatedAt = now();
  const previousAcceptedUntil = new Date(rotatedAt.getTime() + ROTATION_WINDOW_MS).toISOString();

  backend.log(`2/3 Waiting ${Math.round(cacheMs / 1000)} s for every function's cache to read it…`);
  await backend.wait(cacheMs);

  const module = moduleOf(secret);
  if (secret === 'origin-verify') {
    backend.log('3/3 Moving CloudFront to the new value and waiting until the distribution is deployed…');
    await backend.setOriginHeader(value);
    backend.log(`Done. The previous value is accepted until ${previousAcceptedUntil}; nothing else to do.`);
  } else if (module) {
    backend.log(
      `3/3 Hand the new value to the ${module} team now (out of band). Lunia signs links with it from now on and accepts redemptions signed with the previous one until ${previousAcceptedUntil}: the team must switch before then.`,
    );
  } else if (secret === 'form-challenge') {
    backend.log(
      '3/3 Nothing else: challenges issued in the last minutes are refused once, and the visitor submits again.',
    );
  } else {
    backend.log(
      '3/3 Now expire the old key in the Stripe dashboard (and roll the webhook secret there if you rotated it).',
    );
  }
  return { previousAcceptedUntil };
}
