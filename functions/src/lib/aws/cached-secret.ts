/**
 * Secrets Manager secrets, read with a bounded cache. In AWS a function gets only a secret's ARN and
 * reads it with one signed GetSecretValue request: the Secrets Manager client would cost bundle budget
 * for one call (see lib/aws/ses.ts for the same choice). Used by the module signing secrets
 * (module-signing-secret.ts), the Stripe credentials (payment-provider.ts), the public forms' key
 * (form-challenge-key.ts) and the CloudFront origin secret (lib/http/origin-check.ts).
 *
 * Rotation (docs/deploy.md, "Rotating secrets"; `npm run secrets:rotate`): a value is kept at most
 * SECRET_CACHE_MS (5 minutes), so every container reads a new AWSCURRENT within 5 minutes of the put,
 * with no redeploy. Readers that verify what others sign (the origin header, a module's redemption
 * signature) also accept AWSPREVIOUS for ROTATION_WINDOW_MS (2 hours) after the current version was
 * created: the rotation script moves the signer (CloudFront, the module team) inside that window.
 */
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

/** How long a read value is kept: the longest a container goes on using a replaced secret. */
export const SECRET_CACHE_MS = 5 * 60 * 1000;
/** How long after a rotation the previous value is still accepted where a value is verified. */
export const ROTATION_WINDOW_MS = 2 * 60 * 60 * 1000;

/** The cache's length in this process: SECRET_CACHE_SECONDS shortens it (the local rotation rehearsal). */
export function secretCacheMs(): number {
  const seconds = Number(process.env.SECRET_CACHE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : SECRET_CACHE_MS;
}

interface SecretVersion {
  value: string;
  /** When the version was created (epoch ms), when Secrets Manager said. */
  createdAt: number | undefined;
}

async function getSecretVersion(arn: string, stage?: 'AWSPREVIOUS'): Promise<SecretVersion | undefined> {
  try {
    const { SecretString, CreatedDate } = await awsJsonCall<{ SecretString?: string; CreatedDate?: number }>({
      service: 'secretsmanager',
      endpoint: env.endpoint('secretsmanager') ?? `https://secretsmanager.${env.region}.amazonaws.com`,
      target: 'secretsmanager.GetSecretValue',
      jsonVersion: '1.1',
      input: stage ? { SecretId: arn, VersionStage: stage } : { SecretId: arn },
    });
    if (!SecretString) throw new Error('GetSecretValue returned no SecretString');
    return { value: SecretString, createdAt: typeof CreatedDate === 'number' ? CreatedDate * 1000 : undefined };
  } catch (error) {
    // A secret never rotated has no AWSPREVIOUS version.
    if (stage && error instanceof Error && error.name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * A reader of values by ARN, each kept for secretCacheMs(): calls while a read is under way share it.
 * A read that fails, or a value `parse` refuses (by throwing), is not kept, so the next call reads again.
 */
function boundedCache<T>(read: (arn: string) => Promise<T>, now: () => number): (arn: string) => Promise<T> {
  const values = new Map<string, { value: Promise<T>; until: number }>();
  return (arn) => {
    const kept = values.get(arn);
    if (kept && kept.until > now()) return kept.value;
    const value = read(arn).catch((error: unknown) => {
      values.delete(arn);
      throw error;
    });
    values.set(arn, { value, until: now() + secretCacheMs() });
    return value;
  };
}

/** A reader of a secret's current value (AWSCURRENT), parsed by `parse`. */
export function cachedSecret<T>(
  parse: (secretString: string) => T,
  now: () => number = Date.now,
): (arn: string) => Promise<T> {
  return boundedCache(async (arn) => {
    const current = await getSecretVersion(arn);
    if (!current) throw new Error('GetSecretValue returned no version');
    return parse(current.value);
  }, now);
}

/**
 * A reader of the values a verifier accepts: AWSCURRENT, and AWSPREVIOUS while the current version is
 * less than ROTATION_WINDOW_MS old (a version without a creation date counts as old). Current first.
 */
export function cachedAcceptedSecrets<T>(
  parse: (secretString: string) => T,
  now: () => number = Date.now,
): (arn: string) => Promise<T[]> {
  const read = boundedCache(async (arn) => {
    const [current, previous] = await Promise.all([getSecretVersion(arn), getSecretVersion(arn, 'AWSPREVIOUS')]);
    if (!current) throw new Error('GetSecretValue returned no version');
    const recent = current.createdAt !== undefined && now() - current.createdAt < ROTATION_WINDOW_MS;
    return {
      current: parse(current.value),
      previous: previous && recent ? parse(previous.value) : undefined,
      currentAt: current.createdAt,
    };
  }, now);
  return async (arn) => {
    const { current, previous, currentAt } = await read(arn);
    // The window ends while the pair is cached, too.
    const stillRecent = currentAt !== undefined && now() - currentAt < ROTATION_WINDOW_MS;
    return previous !== undefined && stillRecent ? [current, previous] : [current];
  };
}
