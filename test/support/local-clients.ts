/**
 * Clients the tests use to reach the local stack: the HTTP API as a browser would, Cognito for tokens,
 * DynamoDB to check what was (not) stored, and the local SES store to read the e-mails sent.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { checkResponseContract } from './response-contract';
import type { StackInfo } from './stack-info';
import { waitBudget } from './wait-budget';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export const DEMO_PASSWORD = 'Lunia!Demo2026';
export const DEMO = {
  admin: 'admin@lunia.local',
  support: 'support@lunia.local',
  pharmacist: 'pharmacist@lunia.local',
  owner: 'owner@lunia.local',
} as const;

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  text: string;
  /** The response headers (Retry-After, content type…). */
  headers?: Headers;
}

/**
 * The HTTP API as a browser calls it. A 2xx answer of a manifest route that does not match the route's
 * documented response schema fails the test (./response-contract.ts).
 */
export function apiClient(stack: StackInfo) {
  return async function api(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${stack.urls.api}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { unparsed: text };
    }
    // Every 2xx answer of a manifest route must match its documented schema (docs/openapi.json).
    // An HTML answer (the unsubscribe page) is checked as the text it is.
    const answered = response.headers.get('content-type')?.startsWith('text/html') ? text : parsed;
    if (text) checkResponseContract(method, response.url, response.status, answered);
    return { status: response.status, body: parsed, text, headers: response.headers };
  };
}

/** Tokens per stack (a bench starts several stacks in one process), then per e-mail. */
const tokenCaches = new WeakMap<object, Map<string, string>>();

/** An access token for a user, through the same Cognito flow the web uses locally. */
export async function accessTokenFor(stack: StackInfo, email: string, password = DEMO_PASSWORD): Promise<string> {
  let tokenCache = tokenCaches.get(stack.userPool);
  if (!tokenCache) {
    tokenCache = new Map();
    tokenCaches.set(stack.userPool, tokenCache);
  }
  const cached = tokenCache.get(email);
  if (cached) return cached;
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: stack.urls.cognito, credentials });
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`No access token for ${email}`);
  tokenCache.set(email, token);
  return token;
}

export function tableClient(stack: StackInfo) {
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', endpoint: stack.urls.dynamodb, credentials }),
  );
  const TableName = stack.env.TABLE_NAME;
  return {
    get: async (key: { PK: string; SK: string }) => (await doc.send(new GetCommand({ TableName, Key: key }))).Item,
    put: async (item: Record<string, unknown> & { PK: string; SK: string }) => {
      await doc.send(new PutCommand({ TableName, Item: item }));
    },
    delete: async (key: { PK: string; SK: string }) => {
      await doc.send(new DeleteCommand({ TableName, Key: key }));
    },
    queryPartition: async (pk: string) =>
      (
        await doc.send(
          new QueryCommand({ TableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
        )
      ).Items ?? [],
    queryIndex: async (index: string, pk: string) =>
      (
        await doc.send(
          new QueryCommand({
            TableName,
            IndexName: index,
            KeyConditionExpression: `${index}PK = :pk`,
            ExpressionAttributeValues: { ':pk': pk },
          }),
        )
      ).Items ?? [],
  };
}

export interface StoredMail {
  from: string;
  /** Reply-To addresses (SendEmail's ReplyToAddresses). */
  replyTo?: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** The message headers the sender added (SES v2 `Content.Simple.Headers`): the one-click unsubscribe. */
  headers?: { name: string; value: string }[];
  at: number;
}

/** A stored mail's header by name (case-insensitive), or undefined. */
export const mailHeader = (mail: StoredMail, name: string) =>
  mail.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** A registration's code mail (issue 25): it names the confirmation page, in either language. */
export const isRegistrationCodeMail = (mail: StoredMail) =>
  /confirmation page|página de confirmación/.test(mail.body.text ?? mail.body.html ?? '');

/**
 * Every mail so far. Every account a fixture registers is sent a registration code; tests of other
 * mail never see those unless they ask (`registrationCodes`: email-code.ts `codeMailedTo`).
 */
export async function readMailStore(stack: StackInfo, options: { registrationCodes?: boolean; to?: string } = {}) {
  // `to`: only mail to an address containing it, picked by the stand-in (infra/local/ses-local.ts).
  const response = await fetch(
    options.to ? `${stack.urls.mailStore}?to=${encodeURIComponent(options.to)}` : stack.urls.mailStore,
  );
  const json = (await response.json()) as { emails: StoredMail[] };
  return options.registrationCodes ? json.emails : json.emails.filter((mail) => !isRegistrationCodeMail(mail));
}

/** Waits until mail to `to` matching `predicate` arrives (the pipeline is asynchronous). */
export async function waitForMail(
  stack: StackInfo,
  to: string,
  predicate: (mail: StoredMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<StoredMail> {
  const deadline = Date.now() + waitBudget(timeoutMs);
  while (Date.now() < deadline) {
    const mail = (await readMailStore(stack, { to })).find(predicate);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} within ${waitBudget(timeoutMs)} ms`);
}

export async function mailsTo(stack: StackInfo, to: string): Promise<StoredMail[]> {
  return readMailStore(stack, { to });
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
