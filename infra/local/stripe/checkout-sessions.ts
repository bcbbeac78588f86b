/** `POST /v1/checkout/sessions`: a new subscription checkout from the parameters billing sends. */
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
import { INTERVALS, type Interval, type Plan, type SessionRecord, stripeId, unixNow } from './objects';

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

function planOf(params: FormParams): Plan {
  const lineItems = params.line_items;
  if (lineItems === undefined) throw missing('line_items');
  if (!Array.isArray(lineItems)) throw invalid('Invalid array: line_items must be an array.', 'line_items');
  if (lineItems.length !== 1) {
    throw invalid('The local Stripe stand-in supports exactly one line item.', 'line_items');
  }
  const item = lineItems[0];
  if (!isParams(item)) throw invalid('Invalid object: line_items[0] must be a hash.', 'line_items[0]');
  refuseUnknown(item, ['price_data', 'quantity'], 'line_items[0]');
  const priceData = requiredObject(item, 'price_data', 'line_items[0][price_data]');
  refuseUnknown(priceData, ['currency', 'unit_amount', 'recurring', 'product_data'], 'line_items[0][price_data]');
  const currency = requiredString(priceData, 'currency', 'line_items[0][price_data][currency]').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalid(`Invalid currency: ${currency}.`, 'line_items[0][price_data][currency]');
  }
  const unitAmount = positiveInteger(priceData, 'unit_amount', 'line_items[0][price_data][unit_amount]', {
    allowZero: true,
  });
  const recurring = requiredObject(priceData, 'recurring', 'line_items[0][price_data][recurring]');
  refuseUnknown(recurring, ['interval', 'interval_count'], 'line_items[0][price_data][recurring]');
  const interval = requiredString(recurring, 'interval', 'line_items[0][price_data][recurring][interval]');
  if (!(INTERVALS as readonly string[]).includes(interval)) {
    throw invalid(
      `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}.`,
      'line_items[0][price_data][recurring][interval]',
    );
  }
  const intervalCount =
    recurring.interval_count === undefined
      ? 1
      : positiveInteger(recurring, 'interval_count', 'line_items[0][price_data][recurring][interval_count]');
  const productData = requiredObject(priceData, 'product_data', 'line_items[0][price_data][product_data]');
  refuseUnknown(productData, ['name', 'description'], 'line_items[0][price_data][product_data]');
  const productName = requiredString(productData, 'name', 'line_items[0][price_data][product_data][name]');
  const quantity = positiveInteger(item, 'quantity', 'line_items[0][quantity]');
  let subscriptionMetadata: Record<string, string> = {};
  if (params.subscription_data !== undefined) {
    const subscriptionData = requiredObject(params, 'subscription_data');
    refuseUnknown(subscriptionData, ['metadata'], 'subscription_data');
    subscriptionMetadata = metadataOf(subscriptionData, 'metadata', 'subscription_data[metadata]');
  }
  return {
    productName,
    unitAmount,
    quantity,
    currency,
    interval: interval as Interval,
    intervalCount,
    subscriptionMetadata,
  };
}

export function newSession(params: FormParams, baseUrl: string): SessionRecord {
  refuseUnknown(params, SESSION_PARAMS);
  const mode = requiredString(params, 'mode');
  if (mode !== 'subscription') {
    throw invalid('The local Stripe stand-in supports mode=subscription only.', 'mode');
  }
  const plan = planOf(params);
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
  const total = plan.unitAmount * plan.quantity;
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
