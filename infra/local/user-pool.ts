/**
 * The local user pool, app client and groups: created on first start, their ids kept in
 * `<dataDir>/local-config.json` and reused afterwards (tokens and users stay valid across restarts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUPS } from '@lunia/shared/domain/constants';
import { WEB_CLIENT_READ_ATTRIBUTES, WEB_CLIENT_WRITE_ATTRIBUTES } from '../lib/web-client-attributes';

export interface UserPoolIds {
  id: string;
  clientId: string;
}

/** The local user pool's name (infra/ops/stage-target.ts finds it by this name). */
export const LOCAL_USER_POOL_NAME = 'lunia-local';

function readSavedIds(file: string): UserPoolIds | undefined {
  if (!existsSync(file)) return undefined;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { userPoolId?: string; userPoolClientId?: string };
  return saved.userPoolId && saved.userPoolClientId
    ? { id: saved.userPoolId, clientId: saved.userPoolClientId }
    : undefined;
}

async function stillExists(client: CognitoIdentityProviderClient, ids: UserPoolIds): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.id }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.id, ClientId: ids.clientId }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

async function createPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_USER_POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As in AWS (infra/lib/auth-stack.ts): an account with a verified authenticator app is asked for a code.
      MfaConfiguration: 'OPTIONAL',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireNumbers: true,
          RequireSymbols: true,
          RequireLowercase: true,
          RequireUppercase: false,
        },
      },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local did not return a user pool id');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool.Id,
      ClientName: 'lunia-web',
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH'],
      ...WEB_CLIENT_SETTINGS,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local did not return an app client id');
  return { id: UserPool.Id, clientId: UserPoolClient.ClientId };
}

/**
 * The app client's settings that the local front applies as Cognito does (cognito-rules.ts), as in AWS
 * (infra/lib/auth-stack.ts): written at creation and again at every start, so a pool kept from before
 * gets them too.
 */
export const WEB_CLIENT_SETTINGS: {
  PreventUserExistenceErrors: 'ENABLED';
  WriteAttributes: string[];
  ReadAttributes: string[];
} = {
  PreventUserExistenceErrors: 'ENABLED',
  WriteAttributes: [...WEB_CLIENT_WRITE_ATTRIBUTES],
  ReadAttributes: [...WEB_CLIENT_READ_ATTRIBUTES],
};

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // ListGroups rather than GetGroup: cognito-local answers GetGroup of a missing group with a 500.
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const existing = new Set((Groups ?? []).map((g) => g.GroupName));
  for (const group of ADMIN_GROUPS) {
    if (!existing.has(group)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
}

export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  dataDir: string,
  log: (line: string) => void,
): Promise<UserPoolIds> {
  const file = join(dataDir, 'local-config.json');
  const saved = readSavedIds(file);
  let ids: UserPoolIds;
  if (saved && (await stillExists(client, saved))) {
    ids = saved;
  } else {
    ids = await createPool(client);
    writeFileSync(file, `${JSON.stringify({ userPoolId: ids.id, userPoolClientId: ids.clientId }, null, 2)}\n`);
    log(`Created user pool ${ids.id}`);
  }
  await ensureGroups(client, ids.id);
  await client.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: ids.id,
      ClientId: ids.clientId,
      ...WEB_CLIENT_SETTINGS,
    }),
  );
  return ids;
}
