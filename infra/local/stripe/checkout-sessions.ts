/** `POST /v1/checkout/sessions`: a new subscription checkout from the parameters billing sends. */
import type { CatalogueStore } from './catalogue';
import { invalid, missing } from './errors';
import {
  type FormParams,
  httpUrl,
  isParams,
  metadataOf,
  optionalLocale,
  optionalString,
  positiveInteger,
  refuseUnknown,
  requiredObject,
  requiredString,
} from './form';
import { type Plan, planAmount, type SessionRecord, stripeId, unixNow } from './objects';

const SESSION_LIFETIME_S = 24 * 60 * 60;

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'metadata',
  'subscription_data',
  'client_reference_id',
  'customer_email',
  'locale',
  'expand',
] as const;

/**
 * The plan of the session's one line item: a catalogue price (`price`, by id) and its quantity. Ad hoc
 * `price_data` is refused: a subscription on a price outside the catalogue is one Stripe's Customer
 * Portal cannot change (issue 41), so the stand-in stops such a checkout where Stripe would not.
 */
function planOf(params: FormParams, catalogue: CatalogueStore): Plan {
  const lineItems = params.line_items;
  if (lineItems === undefined) throw missing('line_items');
  if (!Array.isArray(lineItems)) throw invalid('Invalid array: line_items must be an array.', 'line_items');
  if (lineItems.length !== 1) {
    throw invalid('The local Stripe stand-in supports exactly one line item.', 'line_items');
  }
  const item = lineItems[0];
  if (!isParams(item)) throw invalid('Invalid object: line_items[0] must be a hash.', 'line_items[0]');
  if (item.price_data !== undefined) {
    throw invalid(
      'The local Stripe stand-in refuses line_items[0][price_data]: buy a catalogue price (line_items[0][price]) so the Customer Portal can change the subscription.',
      'line_items[0][price_data]',
    );
  }
  refuseUnknown(item, ['price', 'quantity'], 'line_items[0]');
  const priceId = requiredString(item, 'price', 'line_items[0][price]');
  const price = catalogue.price(priceId, 'line_items[0][price]');
  if (!price.active) throw invalid(`The price ${priceId} is not active.`, 'line_items[0][price]');
  if (!price.recurring) {
    throw invalid('mode=subscription needs a recurring price.', 'line_items[0][price]');
  }
  const quantity = positiveInteger(item, 'quantity', 'line_items[0][quantity]');
  let subscriptionMetadata: Record<string, string> = {};
  if (params.subscription_data !== undefined) {
    const subscriptionData = requiredObject(params, 'subscription_data');
    refuseUnknown(subscriptionData, ['metadata'], 'subscription_data');
    subscriptionMetadata = metadataOf(subscriptionData, 'metadata', 'subscription_data[metadata]');
  }
  return {
    itemId: stripeId('si_', 14),
    price,
    productName: catalogue.product(price.product).name,
    quantity,
    currency: price.currency,
    interval: price.recurring.interval,
    intervalCount: price.recurring.interval_count,
    subscriptionMetadata,
  };
}

export function newSession(params: FormParams, baseUrl: string, catalogue: CatalogueStore): SessionRecord {
  refuseUnknown(params, SESSION_PARAMS);
  const mode = requiredString(params, 'mode');
  if (mode !== 'subscription') {
    throw invalid('The local Stripe stand-in supports mode=subscription only.', 'mode');
  }
  const plan = planOf(params, catalogue);
  const successUrl = httpUrl(params, 'success_url');
  const cancelUrl = httpUrl(params, 'cancel_url');
  const clientReferenceId = optionalString(params, 'client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200) {
    throw invalid('client_reference_id can be at most 200 characters.', 'client_reference_id');
  }
  const customerEmail = optionalString(params, 'customer_email');
  if (customerEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(customerEmail)) {
    throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  }
  const metadata = metadataOf(params, 'metadata');
  const locale = optionalLocale(params);
  const id = stripeId('cs_test_', 58);
  const created = unixNow();
  const total = planAmount(plan);
  const pageUrl = `${baseUrl}/checkout/${id}`;
  return {
    plan,
    pageUrl,
    session: {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: plan.currency,
      metadata,
      client_reference_id: clientReferenceId || null,
      customer: null,
      customer_email: customerEmail ?? null,
      customer_details: null,
      subscription: null,
      invoice: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      locale,
      created,
      expires_at: created + SESSION_LIFETIME_S,
      livemode: false,
      url: pageUrl,
    },
  };
}
