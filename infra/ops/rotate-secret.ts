/**
 * `npm run secrets:rotate -- --stage <stage> --secret <which> [--value-file <file>]`: rotates one secret
 * of a deployed stage by the documented steps (./secret-rotation.ts; docs/deploy.md, "Rotating secrets"),
 * with the AWS CLI and the operator's credentials and region. `<which>` is origin-verify, form-challenge,
 * billing (its new value from --value-file) or module-signing-<bookrx|shift|core>.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/http/origin-check';
import { stagedName } from '../lib/stage-config';
import { isRotatableSecret, ROTATABLE_SECRETS, type RotatableSecret, rotateSecret } from './secret-rotation';
import { assertStageName, awsCli, LOCAL_STAGE, stackResource } from './stage-target';

/** The stack and logical id prefix of each secret (infra/lib/data-stack.ts, api-stack.ts). */
function secretLocation(stage: string, secret: RotatableSecret): [stack: string, logicalPrefix: string] {
  if (secret === 'origin-verify') return [stagedName(stage, 'Api'), 'OriginVerifySecret'];
  if (secret === 'form-challenge') return [stagedName(stage, 'Data'), 'FormChallengeSecret'];
  if (secret === 'billing') return [stagedName(stage, 'Data'), 'BillingSecret'];
  const module = secret.slice('module-signing-'.length);
  return [stagedName(stage, 'Data'), `${module[0]?.toUpperCase()}${module.slice(1)}SigningSecret`];
}

/** A file only this user can read, for values the AWS CLI takes as file:// (never on a command line). */
function withPrivateFile<T>(content: string, use: (path: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'lunia-rotation-'));
  const path = join(dir, 'value.json');
  writeFileSync(path, content, { mode: 0o600 });
  return use(path).finally(() => rmSync(dir, { recursive: true, force: true }));
}

interface DistributionConfig {
  Origins: { Items: { CustomHeaders?: { Quantity: number; Items?: { HeaderName: string; HeaderValue: string }[] } }[] };
}

async function setOriginHeader(distributionId: string, value: string): Promise<void> {
  const { ETag, DistributionConfig: config } = await awsCli<{ ETag: string; DistributionConfig: DistributionConfig }>([
    'cloudfront',
    'get-distribution-config',
    '--id',
    distributionId,
  ]);
  let changed = 0;
  for (const origin of config.Origins.Items) {
    for (const header of origin.CustomHeaders?.Items ?? []) {
      if (header.HeaderName === ORIGIN_VERIFY_HEADER) {
        header.HeaderValue = value;
        changed++;
      }
    }
  }
  if (changed === 0) throw new Error(`No origin of ${distributionId} sends ${ORIGIN_VERIFY_HEADER}`);
  await withPrivateFile(JSON.stringify(config), (path) =>
    awsCli([
      'cloudfront',
      'update-distribution',
      '--id',
      distributionId,
      '--if-match',
      ETag,
      '--distribution-config',
      `file://${path}`,
    ]),
  );
  await awsCli(['cloudfront', 'wait', 'distribution-deployed', '--id', distributionId]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { stage: { type: 'string' }, secret: { type: 'string' }, 'value-file': { type: 'string' } },
  });
  const stage = assertStageName(values.stage);
  if (stage === LOCAL_STAGE) {
    throw new Error(
      'The local stack keeps fixed development secrets; the rotation is rehearsed by test/integration/secret-rotation.test.ts.',
    );
  }
  if (!values.secret || !isRotatableSecret(values.secret)) {
    throw new Error(`--secret must be one of ${ROTATABLE_SECRETS.join(', ')}`);
  }
  const secret = values.secret;
  process.env.AWS_REGION ??= process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const [stack, prefix] = secretLocation(stage, secret);
  const secretId = await stackResource(stack, 'AWS::SecretsManager::Secret', prefix);
  const distributionId =
    secret === 'origin-verify' ? await stackResource(stagedName(stage, 'Site'), 'AWS::CloudFront::Distribution') : '';
  const result = await rotateSecret({
    secret,
    secretId,
    value: values['value-file'] ? readFileSync(values['value-file'], 'utf8').trim() : undefined,
    backend: {
      putSecretValue: (id, value) =>
        withPrivateFile(value, (path) =>
          awsCli(['secretsmanager', 'put-secret-value', '--secret-id', id, '--secret-string', `file://${path}`]),
        ).then(() => undefined),
      setOriginHeader: (value) => setOriginHeader(distributionId, value),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      log: (line) => console.log(line),
    },
  });
  console.log(`Rotated ${secret} of ${stage}; the previous value is accepted until ${result.previousAcceptedUntil}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
