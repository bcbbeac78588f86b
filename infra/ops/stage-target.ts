/**
 * Where an operator command acts: a deployed stage (`--stage prod`) or the local stack (`--stage local`).
 *
 * - A deployed stage: the table and the user pool are found in the stage's stacks by resource type
 *   (`Lunia-<stage>-Data` holds the one table, `Lunia-<stage>-Auth` the one user pool), with the AWS CLI
 *   and the operator's credentials and region (AWS_PROFILE, AWS_REGION), as docs/deploy.md runs it.
 *   `--table` and `--user-pool-id` skip the lookup.
 * - `local`: the emulators of `npm start` on their fixed ports (infra/local/start.ts), or those given by
 *   `--dynamodb-endpoint` and `--cognito-endpoint` (a second copy, a test's stack); the pool is found by
 *   its name. The local credentials are the emulators' (infra/local/aws-local.ts), never the operator's.
 *
 * It sets TABLE_NAME (and the endpoints locally) in this process's environment, where the functions'
 * data modules read them, so it must run before any of them makes a call.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CognitoIdentityProviderClient, ListUserPoolsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LIVE_TABLE_OUTPUT, STAGE_NAME, stagedName } from '../lib/stage-config';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/aws-local';
import { LOCAL_TABLE_NAME } from '../local/handler-env';
import { LOCAL_USER_POOL_NAME } from '../local/user-pool';

export const LOCAL_STAGE = 'local';

/** `npm start`'s fixed ports (infra/local/start.ts). */
export const LOCAL_DEFAULT_ENDPOINTS = {
  dynamodb: 'http://127.0.0.1:8000',
  cognito: 'http://127.0.0.1:9229',
  sqs: 'http://127.0.0.1:9324',
};

export interface StageTargetOptions {
  stage: string;
  table?: string;
  userPoolId?: string;
  dynamodbEndpoint?: string;
  cognitoEndpoint?: string;
}

export interface StageTarget {
  stage: string;
  local: boolean;
  tableName: string;
  userPoolId: string;
  cognito: CognitoIdentityProviderClient;
}

const run = promisify(execFile);

/** Runs the AWS CLI with the operator's own credentials and region and parses its JSON answer. */
export async function awsCli<T>(args: string[]): Promise<T> {
  try {
    const { stdout } = await run('aws', [...args, '--output', 'json'], { maxBuffer: 64 * 1024 * 1024 });
    return (stdout.trim() ? JSON.parse(stdout) : {}) as T;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`aws ${args.slice(0, 2).join(' ')} failed: ${stderr || (error as Error).message}`);
  }
}

/** The physical id of the one resource of `type` in a stack (a stage's table, its user pool, …). */
export async function stackResource(stackName: string, type: string, logicalPrefix?: string): Promise<string> {
  const { StackResourceSummaries = [] } = await awsCli<{
    StackResourceSummaries?: { LogicalResourceId: string; PhysicalResourceId?: string; ResourceType: string }[];
  }>(['cloudformation', 'list-stack-resources', '--stack-name', stackName]);
  const found = StackResourceSummaries.filter(
    (r) => r.ResourceType === type && (!logicalPrefix || r.LogicalResourceId.startsWith(logicalPrefix)),
  );
  if (found.length !== 1 || !found[0]?.PhysicalResourceId) {
    throw new Error(
      `Expected one ${type}${logicalPrefix ? ` named ${logicalPrefix}…` : ''} in ${stackName}, found ${found.length}`,
    );
  }
  return found[0].PhysicalResourceId;
}

/**
 * The table a deployed stage's functions use: the data stack's `LiveTableName` output (after a
 * point-in-time restore, the restored table: infra/lib/restored-table.ts), or for a stack deployed
 * before that output existed, its one table.
 */
export async function liveTableName(stage: string): Promise<string> {
  const stackName = stagedName(stage, 'Data');
  const { Stacks = [] } = await awsCli<{ Stacks?: { Outputs?: { OutputKey: string; OutputValue: string }[] }[] }>([
    'cloudformation',
    'describe-stacks',
    '--stack-name',
    stackName,
  ]);
  const output = Stacks[0]?.Outputs?.find((candidate) => candidate.OutputKey === LIVE_TABLE_OUTPUT);
  return output?.OutputValue ?? stackResource(stackName, 'AWS::DynamoDB::Table', 'Table');
}

export function assertStageName(stage: string | undefined): string {
  if (!stage) throw new Error('--stage is required (a deployed stage such as prod, or local)');
  if (stage !== LOCAL_STAGE && !STAGE_NAME.test(stage)) {
    throw new Error(`--stage ${JSON.stringify(stage)} is not a stage name (2–20 of a-z, 0-9 and -)`);
  }
  return stage;
}

/** Points this process at the local emulators (the functions' modules read these variables). */
export function useLocalEmulators(endpoints: Partial<typeof LOCAL_DEFAULT_ENDPOINTS>): void {
  process.env.AWS_REGION = LOCAL_REGION;
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  if (endpoints.dynamodb) process.env.ENDPOINT_DYNAMODB = endpoints.dynamodb;
  if (endpoints.cognito) process.env.ENDPOINT_COGNITO = endpoints.cognito;
  if (endpoints.sqs) process.env.ENDPOINT_SQS = endpoints.sqs;
}

export async function resolveStageTarget(options: StageTargetOptions): Promise<StageTarget> {
  const stage = assertStageName(options.stage);
  if (stage === LOCAL_STAGE) {
    const cognitoEndpoint = options.cognitoEndpoint ?? LOCAL_DEFAULT_ENDPOINTS.cognito;
    useLocalEmulators({
      dynamodb: options.dynamodbEndpoint ?? LOCAL_DEFAULT_ENDPOINTS.dynamodb,
      cognito: cognitoEndpoint,
    });
    const cognito = new CognitoIdentityProviderClient({
      endpoint: cognitoEndpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    let userPoolId = options.userPoolId;
    if (!userPoolId) {
      const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      userPoolId = UserPools.find((pool) => pool.Name === LOCAL_USER_POOL_NAME)?.Id;
      if (!userPoolId)
        throw new Error(`No user pool ${LOCAL_USER_POOL_NAME} at ${cognitoEndpoint}: is npm start running?`);
    }
    const tableName = options.table ?? LOCAL_TABLE_NAME;
    process.env.TABLE_NAME = tableName;
    return { stage, local: true, tableName, userPoolId, cognito };
  }
  process.env.AWS_REGION ??= process.env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const [tableName, userPoolId] = await Promise.all([
    options.table ?? liveTableName(stage),
    options.userPoolId ?? stackResource(stagedName(stage, 'Auth'), 'AWS::Cognito::UserPool'),
  ]);
  process.env.TABLE_NAME = tableName;
  return { stage, local: false, tableName, userPoolId, cognito: new CognitoIdentityProviderClient({}) };
}
