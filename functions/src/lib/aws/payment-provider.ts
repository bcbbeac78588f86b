/**
 * The payment provider, Stripe, through its official SDK: hosted checkout sessions for a plan, and
 * webhook events verified on their raw bytes (`stripe.webhooks.constructEvent`, 300 s tolerance).
 *
 * Credentials: locally STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET with STRIPE_API_URL pointing the SDK
 * at the local stack's stand-in (same protocol, signed webhooks); in AWS one Secrets Manager secret
 * (STRIPE_SECRET_ARN, JSON `{ secretKey, webhookSecret }`) read once per container (cached-secret.ts).
 * The product code sees only the functions below, so nothing else depends on the SDK.
 */
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

export interface PlanCheckout {
  /** Idempotency key of this checkout attempt: the same key returns the same session. */
  idempotencyKey: string;
  productName: string;
  amountCents: number;
  currency: string;
  customerEmail?: string | undefined;
  /** The language of the provider's checkout page: the one the person is using. */
  language: Language;
  /** Where the provider sends the browser back. */
  successUrl: string;
  cancelUrl: string;
  /** Carried on the session and the subscription, and so on every event about them. */
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

/** A monthly subscription checkout for one plan (one line, the plan's monthly amount). */
export async function createPlanCheckout(checkout: PlanCheckout): Promise<CheckoutSession> {
  const session = await (await stripe()).checkout.sessions.create(
    {
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: checkout.currency,
            unit_amount: checkout.amountCents,
            recurring: { interval: 'month' },
            product_data: { name: checkout.productName },
          },
        },
      ],
      ...(checkout.customerEmail ? { customer_email: checkout.customerEmail } : {}),
      locale: providerLocale(checkout.language),
      client_reference_id: checkout.metadata.orgId,
      metadata: checkout.metadata,
      subscription_data: { metadata: checkout.metadata },
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    },
    { idempotencyKey: checkout.idempotencyKey },
  );
  if (!session.url) throw new Error('The payment provider returned a checkout session without a URL');
  return { id: session.id, url: session.url, created: session.created };
}

export type ProviderEvent = Stripe.Event;

/** Thrown when a webhook's signature (or timestamp) does not verify: nothing may be recorded. */
export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

/** The event of a webhook request, verified against its raw body and Stripe-Signature header. */
export async function verifiedWebhookEvent(rawBody: string, signature: string | undefined): Promise<ProviderEvent> {
  const { webhookSecret } = await providerCredentials();
  if (!signature) throw new InvalidWebhookSignature('No Stripe-Signature header');
  try {
    return (await stripe()).webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new InvalidWebhookSignature((error as Error).message);
  }
}

/**
 * A session of the provider's billing portal (Stripe Customer Portal) for one customer: plan changes,
 * cancellation at period end, the card and the invoices. The browser goes to the returned URL and
 * comes back to `returnUrl`; what the customer changes there arrives as webhook events.
 */
export async function createBillingPortal(portal: {
  customerId: string;
  returnUrl: string;
  language: Language;
}): Promise<string> {
  const session = await (await stripe()).billingPortal.sessions.create({
    customer: portal.customerId,
    return_url: portal.returnUrl,
    locale: providerLocale(portal.language),
  });
  return session.url;
}
