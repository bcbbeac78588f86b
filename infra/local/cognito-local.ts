/**
 * Cognito stand-in: cognito-local, as a child process whose working directory holds its data
 * (`.cognito/`). Everyone talks to it through our proxy (cognito-proxy.ts), whose URL is also the
 * token issuer domain, so tokens look like real ones: iss = <endpoint>/<poolId>.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import { triggerFunctionName } from './cognito-proxy';
import { LOCAL_CUSTOM_SENDER_KEY_ALIAS, LOCAL_CUSTOM_SENDER_KEY_ARN } from './kms-local';
import { waitUntil } from './ports';
import { type ManagedChild, spawnChild } from './processes';

export interface CognitoLocal {
  /** cognito-local itself; only the proxy should use it. */
  upstream: string;
  stop(): Promise<void>;
}

/**
 * cognito-local reads `.cognito/config.json`; we keep the user's settings and set the issuer and
 * the user-pool triggers: CustomEmailSender runs our handler through the proxy's local Lambda
 * endpoint, with codes encrypted by the proxy's local KMS (both at the issuer URL, our proxy).
 */
function writeConfig(directory: string, issuerDomain: string): void {
  const configDir = join(directory, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const file = join(configDir, 'config.json');
  const config = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const tokenConfig = (config.TokenConfig ?? {}) as Record<string, unknown>;
  config.TokenConfig = { ...tokenConfig, IssuerDomain: issuerDomain };
  const awsConfig = { endpoint: issuerDomain, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  config.TriggerFunctions = {
    ...((config.TriggerFunctions ?? {}) as Record<string, unknown>),
    CustomEmailSender: triggerFunctionName('events/cognito-custom-email-sender'),
    PostConfirmation: triggerFunctionName('events/cognito-post-confirmation'),
  };
  config.LambdaClient = awsConfig;
  config.KMSConfig = {
    ...awsConfig,
    KMSKeyId: LOCAL_CUSTOM_SENDER_KEY_ARN,
    KMSKeyAlias: LOCAL_CUSTOM_SENDER_KEY_ALIAS,
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Locally, codes (password reset, confirmation) are not e-mailed: cognito-local prints them in a
 * box; we pass on the destination and code, which a developer needs to finish the flow.
 */
function confirmationCodeRelay(log: (line: string) => void) {
  let destination = '';
  return (raw: string) => {
    const line = raw.replace(ANSI, '');
    const dest = /Destination:\s*(\S+)/.exec(line);
    if (dest?.[1]) destination = dest[1];
    const code = /Code:\s*(\d+)/.exec(line);
    if (code?.[1]) log(`cognito: one-time code for ${destination || 'user'}: ${code[1]} (local only)`);
  };
}

export async function startCognitoLocal(options: {
  port: number;
  directory: string;
  issuerDomain: string;
  log: (line: string) => void;
}): Promise<CognitoLocal> {
  mkdirSync(options.directory, { recursive: true });
  writeConfig(options.directory, options.issuerDomain);
  const child: ManagedChild = spawnChild({
    name: 'cognito-local',
    command: process.execPath,
    // cognito-local's server with its pools saved in the background (cognito-local-main.ts).
    args: [join(import.meta.dirname, 'cognito-local-main.ts')],
    cwd: options.directory,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DEBUG: '' },
    // LUNIA_COGNITO_LOGS=1 passes every cognito-local line on (trigger and KMS troubleshooting).
    onLine: process.env.LUNIA_COGNITO_LOGS
      ? (line) => options.log(`cognito-local: ${line.replace(ANSI, '')}`)
      : confirmationCodeRelay(options.log),
  });
  const upstream = `http://127.0.0.1:${options.port}`;
  const probe = async () => {
    const response = await fetch(`${upstream}/local/.well-known/jwks.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
  try {
    await Promise.race([waitUntil('cognito-local', probe, 30_000), child.ended]);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { upstream, stop: () => child.stop() };
}

/** An admin client for the local user pool (through the proxy). */
export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}
