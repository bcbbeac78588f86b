/**
 * The payment provider, Stripe, through its official SDK: hosted checkout sessions for a plan of the
 * catalogue (its price found by lookup key), the Customer Portal under the catalogue's configuration,
 * a subscription read back with its items, and webhook events verified on their raw bytes
 * (`stripe.webhooks.constructEvent`, with the timestamp bounded 300 s both ways).
 *
 * The catalogue (@lunia/shared/domain/billing-catalogue.ts) is made in the account by
 * `npm run stripe:sync`; the price ids and the portal configuration id it resolves are kept for
 * CATALOGUE_CACHE_MS per container, so a checkout costs one provider call, and a price archived by a
 * later sync is looked up again at the latest after that time (or at once, when the provider refuses it).
 *
 * Credentials: locally STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET with STRIPE_API_URL pointing the SDK
 * at the local stack's stand-in (same protocol, signed webhooks); in AWS one Secrets Manager secret
 * (STRIPE_SECRET_ARN, JSON `{ secretKey, webhookSecret }`) read once per container (cached-secret.ts).
 * The product code sees only the functions below, so nothing else depends on the SDK.
 */
import { PORTAL_CONFIGURATION_MARKER } from '@lunia/shared/domain/billing-catalogue';
import type { Language } from '@lunia/shared/domain/constants';
import Stripe from 'stripe';
import { env } from '../env';
import { cachedSecret } from './cached-secret';

interface Credentials {
  secretKey: string;
  webhookSecret: string;
}

let client: Promise<Stripe> | undefined;

const billingSecret = cachedSecret((secretString): Credentials => {
  const value = JSON.parse(secretString) as Partial<Credentials>;
  if (!value.secretKey || !value.webhookSecret) {
    throw new Error('The billing secret needs secretKey and webhookSecret (see the deploy guide)');
  }
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret };
});

function providerCredentials(): Promise<Credentials> {
  const { stripeSecretKey, stripeWebhookSecret, stripeSecretArn } = env;
  if (stripeSecretKey && stripeWebhookSecret) {
    return Promise.resolve({ secretKey: stripeSecretKey, webhookSecret: stripeWebhookSecret });
  }
  if (!stripeSecretArn) {
    return Promise.reject(new Error('Billing is not configured: set STRIPE_SECRET_ARN (or the local key and secret)'));
  }
  return billingSecret(stripeSecretArn);
}

function stripe(): Promise<Stripe> {
  client ??= providerCredentials().then(({ secretKey }) => {
    const local = env.stripeApiUrl ? new URL(env.stripeApiUrl) : undefined;
    return new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(local
        ? {
            host: local.hostname,
            port: Number(local.port) || (local.protocol === 'https:' ? 443 : 80),
            protocol: local.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  });
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** How long a resolved price id or portal configuration id is reused. */
const CATALOGUE_CACHE_MS = 10 * 60_000;
const catalogueCache = new Map<string, { value: Promise<string>; until: number }>();

/** A cached catalogue lookup: shared while in flight, forgotten on failure or after CATALOGUE_CACHE_MS. */
function cachedLookup(key: string, lookup: () => Promise<string>): Promise<string> {
  const hit = catalogueCache.get(key);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = lookup();
  catalogueCache.set(key, { value, until: Date.now() + CATALOGUE_CACHE_MS });
  value.catch(() => catalogueCache.delete(key));
  return value;
}

/** Thrown when the account does not hold the catalogue (run `npm run stripe:sync`). */
export class CatalogueNotSynced extends Error {
  override name = 'CatalogueNotSynced';
}

/** The id of the active price with this lookup key. */
function priceIdOf(lookupKey: string): Promise<string> {
  return cachedLookup(`price:${lookupKey}`, async () => {
    const prices = await (await stripe()).prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const id = prices.data[0]?.id;
    if (!id) throw new CatalogueNotSynced(`No active price has the lookup key ${lookupKey}: run npm run stripe:sync`);
    return id;
  });
}

/** The id of the catalogue's Customer Portal configuration (found by its metadata marker). */
function portalConfigurationId(): Promise<string> {
  return cachedLookup('portal-configuration', async () => {
    for await (const configuration of (await stripe()).billingPortal.configurations.list({
      active: true,
      limit: 100,
    })) {
      if (configuration.metadata?.[PORTAL_CONFIGURATION_MARKER.key] === PORTAL_CONFIGURATION_MARKER.value) {
        return configuration.id;
      }
    }
    throw new CatalogueNotSynced('No portal configuration of the catalogue: run npm run stripe:sync');
  });
}

export interface PlanCheckout {
  /** Idempotency key of this checkout attempt: the same key returns the same session. */
  idempotencyKey: string;
  /** The catalogue price bought (its lookup key) and its quantity, the number of locations. */
  lookupKey: string;
  quantity: number;
  customerEmail?: string | undefined;
  /** The language of the provider's checkout page: the one the person is using. */
  language: Language;
  /** Where the provider sends the browser back. */
  successUrl: string;
  cancelUrl: string;
  /** Carried on the session and the subscription: links them (and every event about them) to the organization. */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** Unix seconds: the same for every repeat of one attempt (the same session). */
  created: number;
}

/** The provider's page language: Puerto Rico reads Latin American Spanish (Stripe's `es-419`). */
const providerLocale = (language: Language) => (language === 'es' ? 'es-419' : 'en');

/**
 * A monthly subscription checkout for one plan: one line item, the catalogue price by id and the
 * number of locations as its quantity (never an ad hoc `price_data`: the portal could not change it).
 */
export async function createPlanCheckout(checkout: PlanCheckout): Promise<CheckoutSession> {
  const price = await priceIdOf(checkout.lookupKey);
  const session = await (await stripe()).checkout.sessions
    .create(
      {
        mode: 'subscription',
        line_items: [{ price, quantity: checkout.quantity }],
        ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
        locale: providerLocale(checkout.language),
        client_reference_id: checkout.metadata.orgId,
        metadata: checkout.metadata,
        subscription_data: { metadata: checkout.metadata },
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
      },
      { idempotencyKey: checkout.idempotencyKey },
    )
    .catch((error: unknown) => {
      // A price archived since it was cached: look it up again on the next attempt.
      catalogueCache.delete(`price:${checkout.lookupKey}`);
      throw error;
    });
  if (!session.url) throw new Error('The payment provider returned a checkout session without a URL');
  return { id: session.id, url: session.url, created: session.created };
}

export type ProviderEvent = Stripe.Event;

/** Thrown when a webhook's signature (or timestamp) does not verify: nothing may be recorded. */
export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

/** Thrown when a webhook's signature verifies but its timestamp is more than the tolerance from now. */
export class WebhookTimestampOutOfTolerance extends InvalidWebhookSignature {
  override name = 'WebhookTimestampOutOfTolerance';
}

/**
 * How far a webhook's signed timestamp may be from now, either way. Stripe's SDK bounds only the past
 * (https://docs.stripe.com/webhooks#verify-manually: "the default tolerance of five minutes"); a
 * timestamp in the future is bounded here too, so a signature made ahead of time cannot be held back.
 */
export const WEBHOOK_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header (unix seconds), or undefined. */
const signedAt = (header: string) => {
  const value = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1];
  return value === undefined ? undefined : Number(value);
};

/** The event of a webhook request, verified against its raw body and Stripe-Signature header. */
export async function verifiedWebhookEvent(
  rawBody: string,
  signature: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<ProviderEvent> {
  const { webhookSecret } = await providerCredentials();
  if (!signature) throw new InvalidWebhookSignature('No Stripe-Signature header');
  let event: ProviderEvent;
  try {
    event = (await stripe()).webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      WEBHOOK_TOLERANCE_S,
      undefined,
      nowSeconds * 1000,
    );
  } catch (error) {
    const message = (error as Error).message;
    // The signature matched, but it was made more than the tolerance ago.
    if (message.includes('Timestamp outside the tolerance zone')) throw new WebhookTimestampOutOfTolerance(message);
    throw new InvalidWebhookSignature(message);
  }
  const at = signedAt(signature);
  if (at === undefined || at - nowSeconds > WEBHOOK_TOLERANCE_S) {
    throw new WebhookTimestampOutOfTolerance(
      `Signed ${at === undefined ? 'at no time' : `${at - nowSeconds} s ahead`}`,
    );
  }
  return event;
}

/** A subscription as the provider holds it now (its items: prices with lookup keys, quantities). */
export async function providerSubscription(id: string): Promise<unknown> {
  return (await stripe()).subscriptions.retrieve(id);
}

/**
 * A session of the provider's billing portal (Stripe Customer Portal) for one customer, under the
 * catalogue's configuration: plan changes among the catalogue's prices, the number of locations,
 * cancellation at period end, the card and the invoices. The browser goes to the returned URL and
 * comes back to `returnUrl`; what the customer changes there arrives as webhook events.
 */
export async function createBillingPortal(portal: {
  customerId: string;
  returnUrl: string;
  language: Language;
}): Promise<string> {
  const session = await (await stripe()).billingPortal.sessions.create({
    configuration: await portalConfigurationId(),
    customer: portal.customerId,
    return_url: portal.returnUrl,
    locale: providerLocale(portal.language),
  });
  return session.url;
}
