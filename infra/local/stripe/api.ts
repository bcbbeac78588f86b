/**
 * The REST calls billing and the catalogue sync make, as Stripe answers them, behind the one accepted
 * API key, with Stripe's error shape: `POST /v1/checkout/sessions` (form-encoded, bracket keys,
 * `Idempotency-Key` honoured), `GET /v1/checkout/sessions/:id`, `POST /v1/billing_portal/sessions`,
 * the catalogue (`/v1/products`, `/v1/prices`, `/v1/billing_portal/configurations`: catalogue.ts) and
 * `/v1/subscriptions/:id` (subscriptions-api.ts). A GET's parameters are its query string.
 */
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http-server';
import type { BillingState } from './billing-state';
import type { CatalogueStore } from './catalogue';
import { newSession } from './checkout-sessions';
import { noSuch, StripeApiError } from './errors';
import { canonical, type FormParams, parseStripeForm } from './form';
import type { PortalSessions } from './portal-sessions';
import { errorReply, json, type Reply } from './replies';

const MAX_REQUEST_BYTES = 1024 * 1024;

/** Answers one `/v1/…` request. */
export function restApi(options: {
  /** The only API key accepted (`Authorization: Bearer …`). */
  secretKey: string;
  /** Base URL of the checkout pages. */
  baseUrl: string;
  state: Pick<BillingState, 'sessions' | 'refresh'>;
  /** Billing-portal sessions (`POST /v1/billing_portal/sessions`). */
  portal: Pick<PortalSessions, 'create'>;
  catalogue: CatalogueStore;
  /** The other `/v1/…` routes (catalogue, subscriptions): a reply, or undefined when not theirs. */
  routes: ((method: string, path: string, params: FormParams) => Reply | undefined | Promise<Reply | undefined>)[];
}): (request: IncomingMessage, url: URL) => Promise<Reply> {
  const { baseUrl } = options;
  const { sessions, refresh } = options.state;
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();

  function authorized(request: IncomingMessage): StripeApiError | undefined {
    const header = request.headers.authorization;
    if (!header) {
      return new StripeApiError(
        401,
        'invalid_request_error',
        'You did not provide an API key. Provide it in the Authorization header (Authorization: Bearer YOUR_SECRET_KEY).',
      );
    }
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (key !== options.secretKey) {
      const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
      return new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
    }
    return undefined;
  }

  async function api(request: IncomingMessage, url: URL): Promise<Reply> {
    const refused = authorized(request);
    if (refused) {
      request.resume();
      return errorReply(refused);
    }
    const method = request.method ?? 'GET';
    const body = (await readBody(request, MAX_REQUEST_BYTES)).toString('utf8');

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const params = parseStripeForm(body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key !== '' ? key : undefined;
      const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            return errorReply(
              new StripeApiError(
                400,
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              ),
            );
          }
          return { ...earlier.reply, headers: { ...earlier.reply.headers, 'idempotent-replayed': 'true' } };
        }
      }
      const record = newSession(params, baseUrl, options.catalogue);
      sessions.set(record.session.id, record);
      const reply = json(200, record.session);
      // Only successful results are kept for a key (a failed validation may be retried with fixes).
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, reply });
      return reply;
    }

    if (url.pathname === '/v1/billing_portal/sessions' && method === 'POST') {
      return json(200, options.portal.create(parseStripeForm(body)));
    }

    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (sessionPath && method === 'GET') {
      const id = decodeURIComponent(sessionPath[1] as string);
      const record = sessions.get(id);
      if (!record) throw noSuch('checkout.session', id);
      return json(200, refresh(record).session);
    }

    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
    for (const route of options.routes) {
      const reply = await route(method, url.pathname, params);
      if (reply) return reply;
    }

    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in serves /v1/checkout/sessions, /v1/billing_portal/sessions, /v1/billing_portal/configurations, /v1/products, /v1/prices and /v1/subscriptions/:id.`,
    );
  }

  return api;
}
