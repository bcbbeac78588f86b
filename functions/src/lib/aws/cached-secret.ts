/**
 * Secrets Manager secrets, read once per container. In AWS a function gets only a secret's ARN and
 * reads it with one signed GetSecretValue request: the Secrets Manager client would cost bundle budget
 * for one call (see lib/aws/ses.ts for the same choice). Used by the module signing secrets
 * (module-signing-secret.ts) and the Stripe credentials (payment-provider.ts).
 */
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

/** The secret's current string value. */
async function getSecretString(arn: string): Promise<string> {
  const { SecretString } = await awsJsonCall<{ SecretString?: string }>({
    service: 'secretsmanager',
    endpoint: env.endpoint('secretsmanager') ?? `https://secretsmanager.${env.region}.amazonaws.com`,
    target: 'secretsmanager.GetSecretValue',
    jsonVersion: '1.1',
    input: { SecretId: arn },
  });
  if (!SecretString) throw new Error('GetSecretValue returned no SecretString');
  return SecretString;
}

/**
 * A reader of secrets by ARN that keeps what `parse` made of each one for the container's life:
 * calls while the first read is under way share it. A read that fails, or a value `parse` refuses
 * (by throwing), is not kept, so the next call reads the secret again.
 */
export function cachedSecret<T>(parse: (secretString: string) => T): (arn: string) => Promise<T> {
  const values = new Map<string, Promise<T>>();
  return (arn) => {
    let value = values.get(arn);
    if (!value) {
      value = getSecretString(arn)
        .then(parse)
        .catch((error: unknown) => {
          values.delete(arn);
          throw error;
        });
      values.set(arn, value);
    }
    return value;
  };
}
