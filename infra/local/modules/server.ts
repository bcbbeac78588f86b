/**
 * Stand-in landing pages of the modules a link can open (BookRx, Shift, Core), for the local stack
 * (docs/architecture.md, "The local stack"; the contract is docs/module-access.md). Each does exactly
 * what a module team implements, and nothing Lunia-internal:
 *
 * 1. `GET /<module>/?lunia_access=<token>`: verifies the token with a standard JWT library (`jose`:
 *    HS256 only, issuer `lunia`, audience the module, expiry) and the module's own secret; a missing,
 *    altered or foreign token gets a 400 page, an expired one 410;
 * 2. redeems it server to server, `POST /api/modules/access/redeem` with the request signed by the same
 *    secret (`x-lunia-module-signature`); a replayed link gets Lunia's 409 and a 409 page;
 * 3. shows who arrived: e-mail, name, organization, role and modules, from the redemption's answer.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routes } from '@lunia/shared/api/routes';
import {
  isOpenableModule,
  MODULE_ACCESS_PARAM,
  MODULE_SIGNATURE_HEADER,
  OPENABLE_MODULES,
  type OpenableModule,
} from '@lunia/shared/domain/module-access';
import { errors as joseErrors, jwtVerify } from 'jose';
import { closeHttpServer, listen } from '../http-server';
import { describeError } from '../lambda-runtime';
import { LOCAL_HOST } from '../ports';
import { type Arrival, refusedPage, welcomePage } from './pages';

export interface ModuleStandInsOptions {
  port: number;
  /** The local API (the redemption route). */
  apiUrl: string;
  /** Each module's signing secret, as the handlers have it. */
  secrets: Record<OpenableModule, string>;
  log?: (line: string) => void;
}

export interface ModuleStandIns {
  /** Each module's product URL (MODULE_URL_<MODULE> of the handlers). */
  urls: Record<OpenableModule, string>;
  stop(): Promise<void>;
}

/** The product URL of a module's stand-in on `port` (known before the server starts). */
export function moduleStandInUrl(port: number, module: OpenableModule): string {
  return `http://${LOCAL_HOST}:${port}/${module}/`;
}

type Page = { status: number; html: string };

async function verifyToken(module: OpenableModule, token: string, secret: string): Promise<Page | undefined> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'lunia',
      audience: module,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
    // jose accepts an iat in the future; the rule allows 30 seconds of clock difference (docs/module-access.md).
    if (typeof payload.iat === 'number' && payload.iat <= Math.floor(Date.now() / 1000) + 30) return undefined;
    return {
      status: 400,
      html: refusedPage(module, 'This link is not valid', 'It was issued in the future: check the server clock.'),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      return { status: 410, html: refusedPage(module, 'This link has expired', 'Open the module again from Lunia.') };
    }
    return {
      status: 400,
      html: refusedPage(module, 'This link is not valid', 'It was altered, or it was made for another module.'),
    };
  }
}

async function redeem(options: ModuleStandInsOptions, module: OpenableModule, token: string): Promise<Page> {
  const secret = options.secrets[module];
  const signature = createHmac('sha256', secret).update(`redeem.${token}`).digest('base64url');
  const response = await fetch(`${options.apiUrl}${routes.redeemModuleAccess.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MODULE_SIGNATURE_HEADER]: signature },
    body: JSON.stringify({ module, token }),
  });
  if (response.ok) return { status: 200, html: welcomePage(module, (await response.json()) as Arrival) };
  const answer = (await response.json().catch(() => ({}))) as { code?: string };
  if (response.status === 409) {
    return {
      status: 409,
      html: refusedPage(
        module,
        'This link was already used',
        'Each link opens the module once. Open it again from Lunia.',
      ),
    };
  }
  if (response.status === 410) {
    return { status: 410, html: refusedPage(module, 'This link has expired', 'Open the module again from Lunia.') };
  }
  options.log?.(`module stand-in ${module}: redemption answered ${response.status} ${answer.code ?? ''}`);
  return {
    status: response.status >= 500 ? 502 : response.status,
    html: refusedPage(
      module,
      'Lunia refused this link',
      `Redemption answered ${response.status} ${answer.code ?? ''}.`,
    ),
  };
}

export async function startModuleStandIns(options: ModuleStandInsOptions): Promise<ModuleStandIns> {
  const log = options.log ?? (() => undefined);
  const baseUrl = `http://${LOCAL_HOST}:${options.port}`;

  async function respond(request: IncomingMessage): Promise<Page> {
    request.resume();
    const url = new URL(request.url ?? '/', baseUrl);
    const [, name, rest] = /^\/([^/]+)\/(.*)$/.exec(url.pathname) ?? [];
    if (!name || !isOpenableModule(name) || rest !== '' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return { status: 404, html: refusedPage(undefined, 'Not found', `Nothing is served at ${url.pathname}.`) };
    }
    const token = url.searchParams.get(MODULE_ACCESS_PARAM);
    if (!token) {
      return { status: 400, html: refusedPage(name, 'No access link', 'Open this module from Lunia to sign in.') };
    }
    return (await verifyToken(name, token, options.secrets[name])) ?? redeem(options, name, token);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let page: Page;
    try {
      page = await respond(request);
    } catch (error) {
      log(`module stand-in: ${describeError(error)}`);
      page = { status: 502, html: refusedPage(undefined, 'Lunia did not answer', 'Try again in a moment.') };
    }
    response.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-length': String(Buffer.byteLength(page.html)),
    });
    response.end(request.method === 'HEAD' ? undefined : page.html);
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  return {
    urls: Object.fromEntries(OPENABLE_MODULES.map((m) => [m, moduleStandInUrl(options.port, m)])) as Record<
      OpenableModule,
      string
    >,
    stop: () => closeHttpServer(server),
  };
}
