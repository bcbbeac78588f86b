/**
 * What a customer does in the billing portal, and the webhook events Stripe sends for each: another
 * plan among the portal configuration's prices or another quantity (`customer.subscription.updated`,
 * billed from the next period, as Stripe's portal does with prorations left for the next invoice),
 * cancel at period end and resume (`customer.subscription.updated`), a new card (which pays an open
 * invoice at once: `invoice.paid` then `customer.subscription.updated`), and a refund
 * (`charge.refunded`, a test hook: refunds are made in Stripe's Dashboard, not the portal). An action
 * that changes nothing sends nothing, so a form submitted twice changes the subscription once.
 *
 * Like Stripe's portal, it changes a subscription only between the prices its configuration lists
 * (`features.subscription_update.products`) and within their quantity bounds: the subscription's one
 * item keeps its id and takes the new price or quantity. The subscription's metadata is left alone.
 */
import type { CatalogueStore } from './catalogue';
import { invalid } from './errors';
import { type Card, type Subscription, stripeId, TEST_CARDS } from './objects';
import type { PortalConfiguration } from './portal-configurations';
import { chargeObject, subscriptionObject } from './subscription-objects';
import type { WebhookDelivery } from './webhooks';

/** Whether the portal may still change it (an ended or never-started subscription may not). */
export const isChangeable = (subscription: Subscription) =>
  subscription.status === 'active' || subscription.status === 'past_due';

/** The configuration's entry for the product of the subscription's price, if it lists it. */
export const portalProductOf = (configuration: PortalConfiguration, subscription: Subscription) =>
  configuration.features.subscription_update.products.find((p) => p.product === subscription.plan.price.product);

export function portalActions({ emit }: Pick<WebhookDelivery, 'emit'>, catalogue: CatalogueStore) {
  function mustBeChangeable(subscription: Subscription) {
    if (!isChangeable(subscription)) throw invalid(`Subscription ${subscription.id} can no longer be changed.`);
  }

  function updated(subscription: Subscription) {
    return emit([{ type: 'customer.subscription.updated', object: subscriptionObject(subscription) }]);
  }

  function mustAllow(configuration: PortalConfiguration, update: 'price' | 'quantity') {
    const feature = configuration.features.subscription_update;
    if (!feature.enabled || !feature.default_allowed_updates.includes(update)) {
      throw invalid(`This portal does not allow ${update} changes.`, update);
    }
  }

  /** Another quantity (locations), within the bounds the configuration sets for the plan's product. */
  async function setQuantity(
    configuration: PortalConfiguration,
    subscription: Subscription,
    raw: string | null,
  ): Promise<boolean> {
    mustBeChangeable(subscription);
    mustAllow(configuration, 'quantity');
    const bounds = portalProductOf(configuration, subscription)?.adjustable_quantity;
    if (!bounds?.enabled) throw invalid('The quantity of this plan cannot be changed here.', 'quantity');
    const quantity = Number(raw);
    const max = bounds.maximum ?? Number.MAX_SAFE_INTEGER;
    if (!Number.isInteger(quantity) || quantity < Math.max(bounds.minimum, 1) || quantity > max) {
      throw invalid(`The quantity must be a whole number from ${Math.max(bounds.minimum, 1)} to ${max}.`, 'quantity');
    }
    if (quantity === subscription.plan.quantity) return false;
    subscription.plan.quantity = quantity;
    await updated(subscription);
    return true;
  }

  /** Another plan: one of the prices the configuration lists (the quantity stays). */
  async function setPrice(
    configuration: PortalConfiguration,
    subscription: Subscription,
    priceId: string | null,
  ): Promise<boolean> {
    mustBeChangeable(subscription);
    mustAllow(configuration, 'price');
    const listed = configuration.features.subscription_update.products.some((p) => p.prices.includes(priceId ?? ''));
    if (!priceId || !listed) throw invalid('Choose one of the plans offered.', 'price');
    const price = catalogue.price(priceId);
    if (!price.active) throw invalid(`The price ${priceId} is no longer offered.`, 'price');
    if (price.id === subscription.plan.price.id) return false;
    const { plan } = subscription;
    plan.price = price;
    plan.productName = catalogue.product(price.product).name;
    await updated(subscription);
    return true;
  }

  async function setCancelAtPeriodEnd(subscription: Subscription, cancel: boolean): Promise<boolean> {
    mustBeChangeable(subscription);
    if (subscription.cancelAtPeriodEnd === cancel) return false;
    subscription.cancelAtPeriodEnd = cancel;
    await updated(subscription);
    return true;
  }

  /** A new card; a past-due subscription's open invoice is paid with it at once (if it works). */
  async function setCard(subscription: Subscription, key: string | null): Promise<boolean> {
    mustBeChangeable(subscription);
    if (key !== 'visa' && key !== 'declined') throw invalid('Choose one of the test cards.', 'card');
    const card: Card = { ...TEST_CARDS[key] };
    const open = subscription.invoices.findLast((record) => record.invoice.status === 'open');
    const same = subscription.card.last4 === card.last4;
    subscription.card = card;
    if (!open || card.declines || subscription.status !== 'past_due') return !same;
    const { invoice } = open;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempt_count += 1;
    open.chargeId = stripeId('ch_');
    subscription.status = 'active';
    await emit([
      { type: 'invoice.paid', object: structuredClone(invoice) },
      { type: 'customer.subscription.updated', object: subscriptionObject(subscription) },
    ]);
    return true;
  }

  /** `POST /__lunia/subscriptions/:id/refund?amount=`: refunds (part of) the latest paid invoice's charge. */
  async function refund(subscription: Subscription, raw: string | null): Promise<{ charge: string; events: string[] }> {
    const record = subscription.invoices.findLast((r) => r.chargeId && r.amountRefunded < r.invoice.amount_paid);
    if (!record) throw invalid(`Subscription ${subscription.id} has no charge left to refund.`);
    const left = record.invoice.amount_paid - record.amountRefunded;
    const amount = raw === null ? left : Number(raw);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw invalid(`amount must be a whole number of cents from 1 to ${left}.`, 'amount');
    }
    record.amountRefunded += amount;
    const charge = chargeObject(subscription, record);
    const events = await emit([{ type: 'charge.refunded', object: charge }]);
    return { charge: charge.id, events };
  }

  return { setQuantity, setPrice, setCancelAtPeriodEnd, setCard, refund };
}

export type PortalActions = ReturnType<typeof portalActions>;
