/**
 * `POST /v1/billing_portal/sessions`: a billing-portal session for a customer, as Stripe answers it
 * (the SDK's `billingPortal.sessions.create`), under a portal configuration (the one named in
 * `configuration`, else the account's default: https://docs.stripe.com/api/customer_portal/sessions/create).
 * Its `url` opens the stand-in's portal page for the customer's subscription. A session is usable
 * for an hour (Stripe's last about as long once opened).
 */
import { noSuch } from './errors';
import { type FormParams, httpUrl, optionalLocale, optionalString, refuseUnknown, requiredString } from './form';
import { type Subscription, stripeId, unixNow } from './objects';
import type { PortalConfigurations } from './portal-configurations';

const SESSION_LIFETIME_S = 60 * 60;
export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  flow: null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export function portalSessions(options: {
  baseUrl: string;
  subscriptions: Map<string, Subscription>;
  configurations: PortalConfigurations;
}) {
  const sessions = new Map<string, PortalSession>();

  /** The customer's subscription the portal shows: the newest one that started. */
  function subscriptionOf(customer: string): Subscription | undefined {
    return [...options.subscriptions.values()]
      .filter((subscription) => subscription.customer === customer && subscription.status !== 'incomplete')
      .sort((a, b) => b.created - a.created)[0];
  }

  function create(params: FormParams): PortalSession {
    refuseUnknown(params, ['customer', 'return_url', 'locale', 'configuration', 'expand']);
    const customer = requiredString(params, 'customer');
    if (!subscriptionOf(customer)) throw noSuch('customer', customer, 'customer');
    const configuration = options.configurations.forSession(optionalString(params, 'configuration'));
    const returnUrl = params.return_url === undefined ? null : httpUrl(params, 'return_url');
    const locale = optionalLocale(params);
    const id = stripeId('bps_');
    const session: PortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: configuration.id,
      created: unixNow(),
      customer,
      flow: null,
      livemode: false,
      locale,
      on_behalf_of: null,
      return_url: returnUrl,
      url: `${options.baseUrl}/portal/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  /** A usable session by id (undefined when unknown or past its hour). */
  function find(id: string): PortalSession | undefined {
    const session = sessions.get(id);
    return session && unixNow() < session.created + SESSION_LIFETIME_S ? session : undefined;
  }

  return { create, find, subscriptionOf };
}

export type PortalSessions = ReturnType<typeof portalSessions>;
