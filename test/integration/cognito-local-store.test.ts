/**
 * cognito-local keeps its pools in memory and saves them in the background (infra/local/cognito-local-main.ts):
 * a change is answered at once, reaches the pool's file within the save delay, and is all on disk when
 * the local stack stops it, so a developer's accounts outlive a restart of `npm start`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/aws-local';
import { type CognitoLocal, startCognitoLocal } from '../../infra/local/cognito-local';
import { freePort } from '../../infra/local/ports';

const directory = mkdtempSync(join(tmpdir(), 'lunia-cognito-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function start(): Promise<{ cognito: CognitoLocal; client: CognitoIdentityProviderClient }> {
  // The issuer is never called here: no trigger runs for a user created without a message.
  const cognito = await startCognitoLocal({
    port: await freePort(),
    directory,
    issuerDomain: 'http://127.0.0.1:9',
    log: () => {},
  });
  const client = new CognitoIdentityProviderClient({
    endpoint: cognito.upstream,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  return { cognito, client };
}

/** The pool files' text (`.cognito/db/<pool id>.json`). */
const poolFiles = () => {
  const db = join(directory, '.cognito', 'db');
  return readdirSync(db)
    .filter((name) => name !== 'clients.json')
    .map((name) => readFileSync(join(db, name), 'utf8'))
    .join('\n');
};

describe('cognito-local saves its pools in the background', () => {
  it('answers a change at once, saves it within a second, and keeps it when stopped and started again', async () => {
    const first = await start();
    const pool = await first.client.send(new CreateUserPoolCommand({ PoolName: 'store-test' }));
    const poolId = pool.UserPool?.Id ?? '';
    await first.client.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'saved-early@example.com',
        MessageAction: 'SUPPRESS',
      }),
    );
    // Read back from memory straight away.
    const early = await first.client.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: 'saved-early@example.com' }),
    );
    expect(early.UserAttributes).toContainEqual({ Name: 'email', Value: 'saved-early@example.com' });
    await expect.poll(poolFiles, { timeout: 5_000 }).toContain('saved-early@example.com');

    // A change made just before the stop is written by the stop itself.
    await first.client.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'saved-on-stop@example.com',
        MessageAction: 'SUPPRESS',
      }),
    );
    await first.cognito.stop();
    first.client.destroy();
    expect(poolFiles()).toContain('saved-on-stop@example.com');

    const second = await start();
    try {
      for (const username of ['saved-early@example.com', 'saved-on-stop@example.com']) {
        const user = await second.client.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: username }));
        expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: username });
      }
    } finally {
      await second.cognito.stop();
      second.client.destroy();
    }
  });
});
