/**
 * Stripe stand-in of the local stack (docs/architecture.md, "The local stack"). Billing talks to it
 * through the official `stripe` SDK (STRIPE_API_URL), so the code that runs in AWS runs here unchanged:
 *
 * - the REST calls billing makes: `POST /v1/checkout/sessions` (form-encoded, bracket keys,
 *   `Idempotency-Key` honoured; line items by catalogue price, never `price_data`) and
 *   `GET /v1/checkout/sessions/:id`, `/v1/subscriptions/:id`, with Stripe's error shape;
 * - the catalogue (`/v1/products`, `/v1/prices` with the `lookup_keys[]` search,
 *   `/v1/billing_portal/configurations`), filled at start by the same sync `npm run stripe:sync` runs
 *   against a Stripe account (infra/ops/stripe-catalogue.ts), through the SDK;
 * - a small hosted-checkout page at the session's `url`, whose buttons end the test payment as paid,
 *   declined by the bank or cancelled;
 * - webhook events for those outcomes, signed with Stripe's scheme (`Stripe-Signature`) and POSTed
 *   to the billing webhook route, retried with backoff while it does not answer 2xx;
 * - the billing portal (`POST /v1/billing_portal/sessions`, the page at the session's `url`): the
 *   locations, the modules, cancel at period end and resume, the card, and the invoices with PDFs,
 *   each change sent as the webhook events Stripe sends for it (portal-*.ts, invoice-pdf.ts);
 * - hooks for tests and people: `POST /__lunia/subscriptions/:id/renew?outcome=paid|failed` (the
 *   period ends: a renewal, or the end of a subscription canceled at period end),
 *   `POST /__lunia/subscriptions/:id/refund?amount=` (a refund of the latest paid invoice, as made in
 *   Stripe's Dashboard) and `GET /__lunia/events` (what was delivered).
 *
 * Everything is kept in memory: a restart forgets sessions and subscriptions.
 *
 * This module is the server and its routing; the parts are beside it: the REST calls (api.ts), the
 * checkout sessions (checkout-sessions.ts) and their page (checkout-page.ts), the billing state and
 * its changes (billing-state.ts), webhook delivery (webhooks.ts), Stripe's objects (objects.ts), form
 * bodies and parameters (form.ts), errors (errors.ts) and replies (replies.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { syncCatalogue } from '../../ops/stripe-catalogue';
import { BodyTooLargeError, closeHttpServer, listen } from '../http-server';
import { ActivityCounter, describeError } from '../lambda-runtime';
import { LOCAL_HOST } from '../ports';
import { restApi } from './api';
import { billingState } from './billing-state';
import { catalogueApi, catalogueStore } from './catalogue';
import { checkoutPage, closedPage, notFoundPage } from './checkout-page';
import { StripeApiError } from './errors';
import { type DeliveredEvent, STRIPE_API_VERSION, stripeId } from './objects';
import { portalActions } from './portal-actions';
import { portalConfigurations } from './portal-configurations';
import { portalRoutes } from './portal-routes';
import { portalSessions } from './portal-sessions';
import { errorReply, html, json, type Reply } from './replies';
import { subscriptionsApi } from './subscriptions-api';
import { DEFAULT_RETRY_DELAYS_MS, webhookDelivery } from './webhooks';

export interface StripeLocalOptions {
  port: number;
  /** The only API key accepted (`Authorization: Bearer …`). */
  secretKey: string;
  /** Signs webhook deliveries (`Stripe-Signature`). */
  webhookSecret: string;
  /** Where events are POSTed: the local API's billing webhook route. */
  webhookUrl: string;
  /** Waits between delivery attempts; default 1 s, 3 s, 9 s (four attempts). */
  retryDelaysMs?: number[];
  /** The site the portal configuration's terms and privacy links point at (default: the local web app's). */
  siteUrl?: string;
  log?: (line: string) => void;
}

export interface StripeLocal {
  /** Base URL of the API and the checkout pages (STRIPE_API_URL). */
  url: string;
  /** Busy while a webhook delivery (or its retry wait) is in flight; the stack's drain() waits for it. */
  activity: ActivityCounter;
  events(): DeliveredEvent[];
  /** The catalogue's price ids by lookup key, and its portal configuration, as the start's sync left them. */
  catalogue: { priceIds: Record<string, string>; portalConfigurationId: string };
  stop(): Promise<void>;
}

export async function startStripeLocal(options: StripeLocalOptions): Promise<StripeLocal> {
  const log = options.log ?? (() => undefined);
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const baseUrl = `http://${LOCAL_HOST}:${options.port}`;
  const activity = new ActivityCounter();
  const webhooks = webhookDelivery({
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    retryDelays,
    activity,
    log,
  });
  const state = billingState(webhooks);
  const { sessions, subscriptions, refresh, pay, decline, cancel, renew } = state;
  const catalogue = catalogueStore();
  const configurations = portalConfigurations(catalogue);
  const portal = portalSessions({ baseUrl, subscriptions, configurations });
  const api = restApi({
    secretKey: options.secretKey,
    baseUrl,
    state,
    portal,
    catalogue,
    routes: [
      catalogueApi(catalogue, configurations),
      subscriptionsApi({ subscriptions, catalogue, configurations, emit: webhooks.emit }),
    ],
  });
  const portalPages = portalRoutes({
    portal,
    actions: portalActions(webhooks, catalogue),
    subscriptions,
    configurations,
    catalogue,
  });

  async function respond(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) return api(request, url);
    const portalReply = await portalPages(request, url);
    if (portalReply) return portalReply;
    // Nothing below reads a body.
    request.resume();

    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    if (checkout) {
      const record = sessions.get(decodeURIComponent(checkout[1] as string));
      const action = checkout[2];
      if (!action) {
        if (method !== 'GET' && method !== 'HEAD') return html(405, notFoundPage());
        if (!record) return html(404, notFoundPage());
        refresh(record);
        return html(200, record.session.status === 'open' ? checkoutPage(record) : closedPage(record));
      }
      if (method !== 'POST') return html(405, notFoundPage());
      if (!record) return html(404, notFoundPage());
      if (refresh(record).session.status !== 'open') return html(409, closedPage(record));
      if (action === 'pay') return pay(record);
      if (action === 'decline') return decline(record);
      return cancel(record);
    }

    const renewal = /^\/__lunia\/subscriptions\/([^/]+)\/renew$/.exec(url.pathname);
    if (renewal && method === 'POST') {
      return renew(decodeURIComponent(renewal[1] as string), url.searchParams.get('outcome'));
    }
    if (url.pathname === '/__lunia/events' && method === 'GET') {
      return json(200, { object: 'list', data: webhooks.deliveries() });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Not found: ${method} ${url.pathname}` } });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      reply = await respond(request);
    } catch (error) {
      if (error instanceof StripeApiError) reply = errorReply(error);
      else if (error instanceof BodyTooLargeError) {
        reply = errorReply(new StripeApiError(413, 'invalid_request_error', error.message));
      } else {
        log(`stripe: ${describeError(error)}`);
        reply = errorReply(new StripeApiError(500, 'api_error', 'The local Stripe stand-in failed.'));
      }
    }
    response.writeHead(reply.status, {
      ...reply.headers,
      'request-id': stripeId('req_', 14),
      'stripe-version': STRIPE_API_VERSION,
      'content-length': String(Buffer.byteLength(reply.body)),
    });
    response.end(request.method === 'HEAD' ? undefined : reply.body);
  }

  const server = await listen((request, response) => void handle(request, response), options.port);
  // The catalogue, as `npm run stripe:sync` makes it in a Stripe account: through the SDK, over HTTP.
  let synced: Awaited<ReturnType<typeof syncCatalogue>>;
  try {
    const sdk = new Stripe(options.secretKey, {
      host: LOCAL_HOST,
      port: options.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    synced = await syncCatalogue(sdk, options.siteUrl ?? 'http://127.0.0.1:5173');
    log(`stripe: catalogue synced (${synced.changes.length} changes)`);
  } catch (error) {
    webhooks.stop();
    await closeHttpServer(server);
    throw error;
  }
  return {
    url: baseUrl,
    activity,
    events: () => webhooks.deliveries(),
    catalogue: { priceIds: synced.priceIds, portalConfigurationId: synced.portalConfigurationId },
    async stop() {
      webhooks.stop();
      await closeHttpServer(server);
    },
  };
}
