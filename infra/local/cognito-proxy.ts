/**
 * Our front for cognito-local: the Cognito endpoint everyone (handlers, Amplify in the browser,
 * tests) uses. It adds what Amplify needs and cognito-local lacks, and corrects where it differs
 * from Cognito; everything else passes through unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeHttpServer, listen, readBody } from './http-server';

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

export async function startCognitoProxy(options: { port: number; upstream: string; log: (line: string) => void }) {
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
    // Same shape as Cognito's answer, which always states the token type and lifetime.
    const result = { TokenType: 'Bearer', ExpiresIn: 3600, ...AuthenticationResult };
    return { ...upstream, body: JSON.stringify({ AuthenticationResult: result }) };
  }

  /** Cognito answers a wrong password with NotAuthorizedException; cognito-local does not. */
  async function initiateAuth(request: IncomingMessage, body: Buffer): Promise<UpstreamResponse> {
    const upstream = await forward(request, body);
    if (upstream.status === 400 && upstream.body.includes('InvalidPasswordException')) {
      return cognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    return upstream;
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
      if (target === 'GetTokensFromRefreshToken') result = await getTokensFromRefreshToken(request, body);
      else if (target === 'GlobalSignOut')
        result = { status: 200, headers: new Headers({ 'content-type': AMZ_JSON }), body: '{}' };
      else if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') result = await initiateAuth(request, body);
      else result = await forward(request, body);

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
    stop: () => closeHttpServer(server),
  };
}
