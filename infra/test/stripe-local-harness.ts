/**
 * The harness of the local Stripe stand-in tests (stripe-local-*.test.ts): the stand-in
 * (infra/local/stripe/) started on a free port, an SDK client of it, a recorder receiving its
 * webhooks, and the checkout parameters billing sends.
 */
import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../local/handler-env';
import { closeHttpServer } from '../local/http-server';
import { freePort } from '../local/ports';
import { type StripeLocal, startStripeLocal } from '../local/stripe/server';

interface Received {
  rawBody: string;
  signature: string;
  contentType: string;
}

/** Records webhook requests; answers 500 to the next `failNext` of them, 200 otherwise. */
export class WebhookRecorder {
  received: Received[] = [];
  failNext = 0;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    const port = await freePort();
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          rawBody: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['stripe-signature'] ?? ''),
          contentType: String(request.headers['content-type'] ?? ''),
        });
        const fail = this.failNext > 0;
        if (fail) this.failNext--;
        response.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ received: !fail }));
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}/api/billing/webhook`;
  }

  /** Every received request, verified the way the webhook handler verifies it. */
  events(): Stripe.Event[] {
    return this.received.map(({ rawBody, signature }) =>
      Stripe.webhooks.constructEvent(rawBody, signature, LOCAL_STRIPE_WEBHOOK_SECRET),
    );
  }

  async stop(): Promise<void> {
    if (this.server) await closeHttpServer(this.server);
  }
}

export const recorder = new WebhookRecorder();
/** The running stand-in and an SDK client of it: set by useStripeLocal() before the first test. */
export let standIn: StripeLocal;
export let stripe: Stripe;

export function sdkClient(key: string): Stripe {
  const url = new URL(standIn.url);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
}

export const ORG_METADATA = { orgId: 'org-123', plan: 'pharmacy', checkoutId: 'chk-1' };

/**
 * The parameters billing sends for a plan checkout (functions/src/lib/aws/payment-provider.ts): a
 * catalogue price by id (the stand-in synced the catalogue at start) and the locations as quantity.
 */
export function planCheckout(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    line_items: [
      {
        // Two locations of Shift: 250 + 50 USD a month (the catalogue's graduated tiers).
        quantity: 2,
        price: standIn.catalogue.priceIds.lunia_shift_monthly as string,
      },
    ],
    customer_email: 'owner@lunia.local',
    client_reference_id: ORG_METADATA.orgId,
    metadata: ORG_METADATA,
    subscription_data: { metadata: ORG_METADATA },
    success_url: 'http://127.0.0.1:5173/organization-admin?tab=billing&checkout=success',
    cancel_url: 'http://127.0.0.1:5173/organization-admin?tab=billing&checkout=cancelled',
    ...overrides,
  };
}

let keyCounter = 0;
export const newSession = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(planCheckout(overrides), { idempotencyKey: `test-${++keyCounter}-${Date.now()}` });

/** Starts the stand-in and the recorder for the calling test file; empties the recorder before each test. */
export function useStripeLocal(): void {
  beforeAll(async () => {
    await recorder.start();
    standIn = await startStripeLocal({
      port: await freePort(),
      secretKey: LOCAL_STRIPE_SECRET_KEY,
      webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
      webhookUrl: recorder.url,
      retryDelaysMs: [50, 100],
    });
    stripe = sdkClient(LOCAL_STRIPE_SECRET_KEY);
  });

  afterAll(async () => {
    await standIn?.stop();
    await recorder.stop();
  });

  beforeEach(() => {
    recorder.received = [];
    recorder.failNext = 0;
  });
}
