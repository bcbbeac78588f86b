/**
 * A local Secrets Manager: the JSON-protocol calls a rotation makes and the functions read with
 * (CreateSecret, GetSecretValue by stage, PutSecretValue, DescribeSecret), in memory, for the rotation
 * rehearsal (test/integration/secret-rotation.test.ts). It follows Secrets Manager's staging labels:
 * PutSecretValue without VersionStages makes the new version AWSCURRENT and moves AWSPREVIOUS to the
 * version that was current (https://docs.aws.amazon.com/secretsmanager/latest/apireference/API_PutSecretValue.html),
 * and GetSecretValue of a stage no version carries is ResourceNotFoundException
 * (https://docs.aws.amazon.com/secretsmanager/latest/apireference/API_GetSecretValue.html).
 * Local only: 127.0.0.1, no authentication (requests are signed but not checked).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeHttpServer, listen, readBody } from './http-server';
import { LOCAL_HOST } from './ports';

interface Version {
  id: string;
  value: string;
  stages: Set<string>;
  created: number;
}

interface StoredSecret {
  arn: string;
  name: string;
  versions: Version[];
}

class CallError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

export interface LocalSecretsManager {
  url: string;
  /** Every GetSecretValue answered, by secret name (a test sees how often the functions read). */
  reads(name: string): number;
  stop(): Promise<void>;
}

export async function startLocalSecretsManager(
  options: { region?: string; account?: string; now?: () => number } = {},
): Promise<LocalSecretsManager> {
  const now = options.now ?? Date.now;
  const prefix = `arn:aws:secretsmanager:${options.region ?? 'us-east-1'}:${options.account ?? '000000000000'}:secret:`;
  const secrets = new Map<string, StoredSecret>();
  const readCounts = new Map<string, number>();

  const find = (id: unknown): StoredSecret => {
    const secret = [...secrets.values()].find((s) => s.arn === id || s.name === id);
    if (!secret) throw new CallError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return secret;
  };
  const addVersion = (secret: StoredSecret, value: unknown, token: unknown): Version => {
    if (typeof value !== 'string' || value.length === 0)
      throw new CallError('InvalidParameterException', 'SecretString is required');
    const current = secret.versions.find((v) => v.stages.has('AWSCURRENT'));
    for (const version of secret.versions) version.stages.delete('AWSPREVIOUS');
    if (current) {
      current.stages.delete('AWSCURRENT');
      current.stages.add('AWSPREVIOUS');
    }
    const version = {
      id: typeof token === 'string' ? token : randomUUID(),
      value,
      stages: new Set(['AWSCURRENT']),
      created: now(),
    };
    secret.versions.push(version);
    return version;
  };

  const calls: Record<string, (input: Record<string, unknown>) => unknown> = {
    CreateSecret(input) {
      const name = String(input.Name ?? '');
      if (!name) throw new CallError('InvalidParameterException', 'Name is required');
      if (secrets.has(name)) throw new CallError('ResourceExistsException', `The secret ${name} already exists.`);
      const secret = { arn: `${prefix}${name}-${randomUUID().slice(0, 6)}`, name, versions: [] };
      secrets.set(name, secret);
      const version = addVersion(secret, input.SecretString, input.ClientRequestToken);
      return { ARN: secret.arn, Name: name, VersionId: version.id };
    },
    PutSecretValue(input) {
      const secret = find(input.SecretId);
      const version = addVersion(secret, input.SecretString, input.ClientRequestToken);
      return { ARN: secret.arn, Name: secret.name, VersionId: version.id, VersionStages: [...version.stages] };
    },
    GetSecretValue(input) {
      const secret = find(input.SecretId);
      const stage = typeof input.VersionStage === 'string' ? input.VersionStage : 'AWSCURRENT';
      const version = secret.versions.find((v) => v.stages.has(stage));
      if (!version) {
        throw new CallError(
          'ResourceNotFoundException',
          `Secrets Manager can't find the specified secret value for staging label: ${stage}`,
        );
      }
      readCounts.set(secret.name, (readCounts.get(secret.name) ?? 0) + 1);
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: version.id,
        SecretString: version.value,
        VersionStages: [...version.stages],
        CreatedDate: version.created / 1000,
      };
    },
    DescribeSecret(input) {
      const secret = find(input.SecretId);
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionIdsToStages: Object.fromEntries(
          secret.versions.filter((v) => v.stages.size > 0).map((v) => [v.id, [...v.stages]]),
        ),
      };
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('secretsmanager.') ? target.slice('secretsmanager.'.length) : '';
    try {
      const call = calls[operation];
      if (!call) throw new CallError('UnknownOperationException', `Unknown operation ${target}`);
      const body = (await readBody(request, 1024 * 1024)).toString('utf8');
      const answer = call(body ? (JSON.parse(body) as Record<string, unknown>) : {});
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(answer));
    } catch (error) {
      const type = error instanceof CallError ? error.type : 'InternalServiceError';
      response.writeHead(error instanceof CallError ? 400 : 500, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: type, message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const server = await listen((request, response) => void handle(request, response), 0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${LOCAL_HOST}:${port}`,
    reads: (name) => readCounts.get(name) ?? 0,
    stop: () => closeHttpServer(server),
  };
}
