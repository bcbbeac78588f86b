/**
 * Webhook delivery: each event is signed with Stripe's scheme (`Stripe-Signature`, signed anew per
 * attempt) and POSTed to the billing webhook route; while it does not answer 2xx it is retried in the
 * background with backoff. Every event and how its delivery went is recorded (`GET /__lunia/events`).
 */
import Stripe from 'stripe';
import { type ActivityCounter, describeError } from '../lambda-runtime';
import { type DeliveredEvent, STRIPE_API_VERSION, type StripeEventObject, stripeId, unixNow } from './objects';

/** Stripe gives up on an endpoint after 10 s (it waits up to 20); the local handlers run in-process. */
const DELIVERY_TIMEOUT_MS = 15_000;
/** Waits before the 2nd, 3rd and 4th attempt; all of it stays within the local stack's drain timeout. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface WebhookDeliveryOptions {
  /** Where events are POSTed: the local API's billing webhook route. */
  webhookUrl: string;
  /** Signs each attempt (`Stripe-Signature`). */
  webhookSecret: string;
  /** Waits before each retry; none: a failed first attempt is final. */
  retryDelays: number[];
  /** Tracks every attempt and retry wait, so the stack's drain() waits for them. */
  activity: ActivityCounter;
  log: (line: string) => void;
}

export interface WebhookDelivery {
  /**
   * Delivers events in order, waiting only for each one's first attempt; a failed one is retried in
   * the background (Stripe does not promise order either). Returns the events' ids.
   */
  emit(events: { type: string; object: { id: string } }[]): Promise<string[]>;
  /** Every event so far and how its delivery went (copies). */
  deliveries(): DeliveredEvent[];
  /** No attempt after this; retry waits end at once. */
  stop(): void;
}

export function webhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const { retryDelays, activity, log } = options;
  const deliveries: DeliveredEvent[] = [];
  const stopping = new AbortController();

  async function attempt(record: DeliveredEvent, payload: string): Promise<boolean> {
    record.attempts++;
    // Each attempt is signed anew: the signature carries the time it was sent.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signature,
        },
        body: payload,
        signal: AbortSignal.any([AbortSignal.timeout(DELIVERY_TIMEOUT_MS), stopping.signal]),
      });
      await response.arrayBuffer();
      record.lastResponseStatus = response.status;
      record.lastError = null;
      if (response.ok) {
        record.status = 'delivered';
        record.delivered = true;
        return true;
      }
      log(`stripe: ${record.type} ${record.id} answered ${response.status} (attempt ${record.attempts})`);
    } catch (error) {
      record.lastError = describeError(error);
      log(`stripe: delivering ${record.type} ${record.id} failed (attempt ${record.attempts}): ${record.lastError}`);
    }
    return false;
  }

  async function retry(record: DeliveredEvent, payload: string): Promise<void> {
    for (const delay of retryDelays) {
      if (!(await sleep(delay, stopping.signal))) break;
      if (await attempt(record, payload)) return;
    }
    record.status = 'failed';
    log(`stripe: gave up delivering ${record.type} ${record.id} after ${record.attempts} attempts`);
  }

  /**
   * Delivers events in order, waiting only for each one's first attempt; a failed one is retried in
   * the background (Stripe does not promise order either).
   */
  async function emit(events: { type: string; object: { id: string } }[]): Promise<string[]> {
    const ids: string[] = [];
    for (const { type, object } of events) {
      const event: StripeEventObject = {
        id: stripeId('evt_'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: unixNow(),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
        request: { id: null, idempotency_key: null },
      };
      const record: DeliveredEvent = {
        id: event.id,
        type,
        created: event.created,
        objectId: object.id,
        status: 'pending',
        delivered: false,
        attempts: 0,
        lastResponseStatus: null,
        lastError: null,
      };
      deliveries.push(record);
      ids.push(event.id);
      const payload = JSON.stringify(event, null, 2);
      if (stopping.signal.aborted) continue;
      const ok = await activity.track(() => attempt(record, payload));
      if (!ok) {
        if (retryDelays.length === 0) record.status = 'failed';
        else void activity.track(() => retry(record, payload));
      }
    }
    return ids;
  }

  return {
    emit,
    deliveries: () => deliveries.map((event) => ({ ...event })),
    stop: () => stopping.abort(),
  };
}
