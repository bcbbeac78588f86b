/**
 * Our front for cognito-local: the Cognito endpoint everyone (handlers, Amplify in the browser,
 * tests) uses. It adds what Amplify (and an operator's AdminSetUserMFAPreference) needs and
 * cognito-local lacks, and corrects where it differs from Cognito; everything else passes through
 * unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { createCognitoRules } from './cognito-rules';
import { asCognitoSession } from './cognito-sessions';
import { closeHttpServer, listen, readBody } from './http-server';
import { createLocalKms, KmsError } from './kms-local';
import { ActivityCounter, describeError, invokeHandler } from './lambda-runtime';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: string;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    // Amplify sends x-amz-target, x-amz-user-agent and cache-control; allow whatever is asked.
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

const cognitoError = (type: string, message: string) => ({
  status: 400,
  headers: new Headers({ 'content-type': AMZ_JSON, 'x-amzn-errortype': type }),
  body: JSON.stringify({ __type: type, message }),
});

/** Lambda function names of the user-pool triggers, as cognito-local's config names them. */
export const triggerFunctionName = (handler: string) => `lunia-local-${handler.replaceAll('/', '-')}`;

const cognitoTriggers = () =>
  eventHandlerEntries
    .filter(([, def]) => def.status === 'implemented' && def.source.type === 'cognito-trigger')
    .map(([, def]) => def.handler);

const LAMBDA_INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations/;

export async function startCognitoProxy(options: { port: number; upstream: string; log: (line: string) => void }) {
  const kms = createLocalKms();
  /** Trigger invocations in flight (a test's drain() waits for them). */
  const activity = new ActivityCounter();

  /**
   * cognito-local's Lambda client posts trigger events here (it calls AWS Lambda's Invoke API);
   * the trigger runs in this process like every local handler. Failures answer as Lambda does:
   * 200 with X-Amz-Function-Error and the error in the payload.
   */
  async function invokeTrigger(functionName: string, body: Buffer): Promise<UpstreamResponse> {
    const handler = cognitoTriggers().find((h) => triggerFunctionName(h) === decodeURIComponent(functionName));
    const json = new Headers({ 'content-type': 'application/json' });
    if (!handler) {
      return { status: 404, headers: new Headers({ 'x-amzn-errortype': 'ResourceNotFoundException' }), body: '{}' };
    }
    try {
      const result = await activity.track(() => invokeHandler(handler, JSON.parse(body.toString('utf8'))));
      return { status: 200, headers: json, body: JSON.stringify(result ?? {}) };
    } catch (error) {
      options.log(`cognito trigger ${handler} failed: ${describeError(error)}`);
      json.set('x-amz-function-error', 'Unhandled');
      return { status: 200, headers: json, body: JSON.stringify({ errorMessage: describeError(error) }) };
    }
  }

  function kmsCall(operation: string, body: Buffer): UpstreamResponse {
    try {
      const result = kms.call(operation, JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>);
      return { status: 200, headers: new Headers({ 'content-type': AMZ_JSON }), body: JSON.stringify(result) };
    } catch (error) {
      if (error instanceof KmsError) return cognitoError(error.type, error.message);
      throw error;
    }
  }

  async function forward(request: IncomingMessage, body: Buffer, target?: string): Promise<UpstreamResponse> {
    const headers = new Headers();
    for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    if (target) headers.set('x-amz-target', `${TARGET_PREFIX}${target}`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await fetch(`${options.upstream}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: new Uint8Array(body) } : {}),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  /** Amplify refreshes with GetTokensFromRefreshToken; cognito-local only knows REFRESH_TOKEN_AUTH. */
  async function getTokensFromRefreshToken(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const input = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
    const initiateAuth = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      }),
    );
    const upstream = await forward(request, initiateAuth, 'InitiateAuth');
    if (upstream.status !== 200) return upstream;
    const { AuthenticationResult } = JSON.parse(upstream.body) as { AuthenticationResult?: Record<string, unknown> };
    if (!(await refreshAllowed(request, input.RefreshToken, AuthenticationResult?.AccessToken))) {
      return cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    // Same shape as Cognito's answer, which always states the token type and lifetime.
    const result = { TokenType: 'Bearer', ExpiresIn: 3600, ...AuthenticationResult };
    return { ...upstream, body: JSON.stringify({ AuthenticationResult: result }) };
  }

  /**
   * Sessions, as Cognito keeps them and cognito-local does not: a disabled user cannot sign in or
   * refresh, and a global sign-out (the user's own, or an admin's) revokes the refresh tokens issued
   * before it. Kept in memory: a restart of the stack forgets revocations (the API's own session policy
   * still refuses the tokens of a disabled account).
   */
  let userPoolId: string | undefined;
  /** Cognito's rules where cognito-local differs (cognito-rules.ts), by the app client's settings. */
  const rules = createCognitoRules({
    userPoolId: () => userPoolId,
    adminCall: async (operation, input) => {
      const response = await fetch(options.upstream, {
        method: 'POST',
        headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
        body: JSON.stringify(input),
      });
      return { status: response.status, headers: response.headers, body: await response.text() };
    },
  });
  const refreshTokensIssued = new Map<string, { sub: string; at: number }>();
  const signedOutAt = new Map<string, number>();
  const json200 = (body: unknown): UpstreamResponse => ({
    status: 200,
    headers: new Headers({ 'content-type': AMZ_JSON }),
    body: JSON.stringify(body),
  });

  const claimsOf = (token: unknown): { sub?: string; username?: string } => {
    if (typeof token !== 'string') return {};
    try {
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    } catch {
      return {};
    }
  };

  async function adminGetUser(request: IncomingMessage, username: string) {
    if (!userPoolId) return undefined;
    const body = Buffer.from(JSON.stringify({ UserPoolId: userPoolId, Username: username }));
    const answer = await forward(request, body, 'AdminGetUser');
    if (answer.status !== 200) return undefined;
    const user = JSON.parse(answer.body) as { Enabled?: boolean; UserAttributes?: { Name: string; Value: string }[] };
    return { enabled: user.Enabled !== false, sub: user.UserAttributes?.find((a) => a.Name === 'sub')?.Value };
  }

  /** An answer that issued tokens (or asks for an MFA code) for a user who is disabled is refused. */
  async function refuseDisabled(
    request: IncomingMessage,
    upstream: UpstreamResponse,
    username: string | undefined,
  ): Promise<UpstreamResponse> {
    if (upstream.status !== 200 || !username) return upstream;
    const user = await adminGetUser(request, username);
    if (user && !user.enabled) return cognitoError('NotAuthorizedException', 'User is disabled.');
    const result = (JSON.parse(upstream.body) as { AuthenticationResult?: { RefreshToken?: string } })
      .AuthenticationResult;
    if (result?.RefreshToken && user?.sub)
      refreshTokensIssued.set(result.RefreshToken, { sub: user.sub, at: Date.now() });
    return upstream;
  }

  /** A refresh is refused for a disabled user and for a refresh token older than the user's global sign-out. */
  async function refreshAllowed(request: IncomingMessage, refreshToken: string | undefined, accessToken: unknown) {
    const sub = claimsOf(accessToken).sub;
    if (!sub) return true;
    const signedOut = signedOutAt.get(sub);
    const issued = refreshToken ? refreshTokensIssued.get(refreshToken) : undefined;
    if (signedOut !== undefined && (!issued || issued.at <= signedOut)) return false;
    const user = await adminGetUser(request, sub);
    return !user || user.enabled;
  }

  /** Cognito answers a wrong password with NotAuthorizedException; cognito-local does not. */
  async function initiateAuth(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const input = JSON.parse(body.toString('utf8') || '{}') as {
      AuthFlow?: string;
      AuthParameters?: Record<string, string>;
    };
    const upstream = await forward(request, body);
    if (upstream.status === 400 && upstream.body.includes('InvalidPasswordException')) {
      return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    if (upstream.status === 200 && input.AuthFlow?.startsWith('REFRESH_TOKEN')) {
      const { AuthenticationResult } = JSON.parse(upstream.body) as { AuthenticationResult?: { AccessToken?: string } };
      if (!(await refreshAllowed(request, input.AuthParameters?.REFRESH_TOKEN, AuthenticationResult?.AccessToken))) {
        return cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
      }
      return upstream;
    }
    return refuseDisabled(request, upstream, input.AuthParameters?.USERNAME);
  }

  /** ChangePassword: cognito-local says InvalidPasswordException for a wrong previous password; Cognito does not. */
  async function changePassword(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const upstream = await forward(request, body);
    if (upstream.status === 400 && upstream.body.includes('InvalidPasswordException')) {
      return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    return upstream;
  }

  /** The MFA step of a sign-in issues the tokens: the same checks as a password sign-in. */
  async function respondToAuthChallenge(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const input = JSON.parse(body.toString('utf8') || '{}') as { ChallengeResponses?: Record<string, string> };
    return refuseDisabled(request, await forward(request, body), input.ChallengeResponses?.USERNAME);
  }

  /**
   * AdminSetUserMFAPreference (an operator removes or sets a user's authenticator), which cognito-local
   * lacks: applied as the user's own SetUserMFAPreference, which cognito-local has. Its token only
   * names the user and the pool's app client (cognito-local decodes it without checking a signature).
   */
  async function adminSetUserMfaPreference(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const { UserPoolId, Username, ...settings } = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    const lookup = Buffer.from(JSON.stringify({ UserPoolId, Username }));
    const user = await forward(request, lookup, 'AdminGetUser');
    if (user.status !== 200) return user;
    const attributes = (JSON.parse(user.body) as { UserAttributes?: { Name: string; Value: string }[] }).UserAttributes;
    const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    const clients = await forward(
      request,
      Buffer.from(JSON.stringify({ UserPoolId, MaxResults: 1 })),
      'ListUserPoolClients',
    );
    if (clients.status !== 200) return clients;
    const clientId = (JSON.parse(clients.body) as { UserPoolClients?: { ClientId?: string }[] }).UserPoolClients?.[0]
      ?.ClientId;
    if (!sub || !clientId) return cognitoError('UserNotFoundException', 'User does not exist.');
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const accessToken = `${part({ alg: 'none' })}.${part({ sub, client_id: clientId, token_use: 'access' })}.local`;
    const own = Buffer.from(JSON.stringify({ AccessToken: accessToken, ...settings }));
    return forward(request, own, 'SetUserMFAPreference');
  }

  /** GlobalSignOut (the user's own, with an access token) and AdminUserGlobalSignOut. */
  async function globalSignOut(request: IncomingMessage, body: Buffer, admin: boolean): Promise<UpstreamResponse> {
    const input = JSON.parse(body.toString('utf8') || '{}') as { AccessToken?: string; Username?: string };
    const sub = admin
      ? input.Username && (await adminGetUser(request, input.Username))?.sub
      : claimsOf(input.AccessToken).sub;
    if (!sub) return cognitoError(admin ? 'UserNotFoundException' : 'NotAuthorizedException', 'Invalid user.');
    signedOutAt.set(sub, Date.now());
    return json200({});
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    try {
      const body = await readBody(request, 1024 * 1024);
      const target = String(request.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      let result: UpstreamResponse;
      const invoke = LAMBDA_INVOKE.exec(request.url ?? '');
      const refused = await rules.refuse(target, body);
      if (refused) result = refused;
      else if (invoke?.[1] && request.method === 'POST') result = await invokeTrigger(invoke[1], body);
      else if (target.startsWith('TrentService.')) result = kmsCall(target.slice('TrentService.'.length), body);
      else if (target === 'GetTokensFromRefreshToken') result = await getTokensFromRefreshToken(request, body);
      else if (target === 'GlobalSignOut') result = await globalSignOut(request, body, false);
      else if (target === 'AdminUserGlobalSignOut') result = await globalSignOut(request, body, true);
      else if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') result = await initiateAuth(request, body);
      else if (target === 'RespondToAuthChallenge') result = await respondToAuthChallenge(request, body);
      else if (target === 'AdminSetUserMFAPreference') result = await adminSetUserMfaPreference(request, body);
      else if (target === 'ChangePassword') result = await changePassword(request, body);
      else result = await forward(request, body);
      // Cognito's rules (cognito-rules.ts), then tokens as Cognito issues them: a refresh keeps the
      // sign-in's auth_time (cognito-sessions.ts).
      result = await rules.review(target, body, result);
      result = await asCognitoSession(target, body, result);

      const headers: Record<string, string> = { ...cors };
      for (const [name, value] of result.headers) {
        // fetch already decoded the body; CORS is ours.
        if (
          name.startsWith('access-control-') ||
          ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)
        )
          continue;
        headers[name] = value;
      }
      response.writeHead(result.status, headers);
      response.end(result.body);
    } catch (error) {
      options.log(`cognito proxy: ${error instanceof Error ? error.message : String(error)}`);
      response.writeHead(500, { ...cors, 'content-type': AMZ_JSON });
      response.end(JSON.stringify({ __type: 'InternalErrorException', message: 'Local Cognito proxy error.' }));
    }
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  return {
    url: `http://127.0.0.1:${options.port}`,
    activity,
    /** The pool whose users the session checks look up (known once the stack has made sure it exists). */
    useUserPool: (id: string) => {
      userPoolId = id;
    },
    stop: () => closeHttpServer(server),
  };
}
