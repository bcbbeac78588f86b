/**
 * What a customer does in the billing portal, and the webhook events Stripe sends for each: the
 * number of locations and the modules (`customer.subscription.updated`, billed from the next period,
 * as Stripe's portal does with prorations left for the next invoice), cancel at period end and resume
 * (`customer.subscription.updated`), a new card (which pays an open invoice at once: `invoice.paid`
 * then `customer.subscription.updated`), and a refund (`charge.refunded`, a test hook: refunds are
 * made in Stripe's Dashboard, not the portal). An action that changes nothing sends nothing, so a form
 * submitted twice changes the subscription once.
 *
 * The portal's product configuration is the product's catalogue (@lunia/shared/domain/billing), as
 * the Stripe account's portal configuration would be: the purchasable modules, 1 to 50 locations,
 * priced per location. The plan's modules and locations travel in the subscription's metadata.
 */
import { MAX_PLAN_LOCATIONS, PURCHASABLE_MODULES, planAmountCents } from '@lunia/shared/domain/billing';
import { invalid } from './errors';
import { type Card, type Subscription, stripeId, TEST_CARDS } from './objects';
import { chargeObject, subscriptionObject } from './subscription-objects';
import type { WebhookDelivery } from './webhooks';

const MODULE_NAMES: Record<string, string> = { shift: 'Shift', core: 'Core' };

/** The product's name for a plan: "Lunia Core + Shift, 2 locations". */
const planName = (modules: readonly string[], locations: number) =>
  `Lunia ${modules.map((m) => MODULE_NAMES[m] ?? m).join(' + ')}, ${locations} location${locations === 1 ? '' : 's'}`;

export const planModules = (subscription: Subscription) =>
  (subscription.plan.subscriptionMetadata.modules ?? '').split(',').filter(Boolean);
export const planLocations = (subscription: Subscription) =>
  Number(subscription.plan.subscriptionMetadata.locations ?? subscription.plan.quantity);

/** Whether the portal may still change it (an ended or never-started subscription may not). */
export const isChangeable = (subscription: Subscription) =>
  subscription.status === 'active' || subscription.status === 'past_due';

export function portalActions({ emit }: Pick<WebhookDelivery, 'emit'>) {
  function mustBeChangeable(subscription: Subscription) {
    if (!isChangeable(subscription)) throw invalid(`Subscription ${subscription.id} can no longer be changed.`);
  }

  function updated(subscription: Subscription) {
    return emit([{ type: 'customer.subscription.updated', object: subscriptionObject(subscription) }]);
  }

  function reprice(subscription: Subscription, modules: string[], locations: number) {
    const { plan } = subscription;
    plan.subscriptionMetadata = {
      ...plan.subscriptionMetadata,
      modules: modules.join(','),
      locations: String(locations),
    };
    plan.unitAmount = planAmountCents(locations);
    plan.quantity = 1;
    plan.productName = planName(modules, locations);
  }

  async function setLocations(subscription: Subscription, raw: string | null): Promise<boolean> {
    mustBeChangeable(subscription);
    const locations = Number(raw);
    if (!Number.isInteger(locations) || locations < 1 || locations > MAX_PLAN_LOCATIONS) {
      throw invalid(`The number of locations must be a whole number from 1 to ${MAX_PLAN_LOCATIONS}.`, 'locations');
    }
    if (locations === planLocations(subscription)) return false;
    reprice(subscription, planModules(subscription), locations);
    await updated(subscription);
    return true;
  }

  async function setModules(subscription: Subscription, chosen: string[]): Promise<boolean> {
    mustBeChangeable(subscription);
    const modules = [...new Set(chosen)].sort();
    if (modules.length === 0) throw invalid('Keep at least one module, or cancel the plan.', 'modules');
    if (modules.some((m) => !(PURCHASABLE_MODULES as readonly string[]).includes(m))) {
      throw invalid(`Modules must be among ${PURCHASABLE_MODULES.join(', ')}.`, 'modules');
    }
    if (modules.join(',') === [...planModules(subscription)].sort().join(',')) return false;
    reprice(subscription, modules, planLocations(subscription));
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

  return { setLocations, setModules, setCancelAtPeriodEnd, setCard, refund };
}

export type PortalActions = ReturnType<typeof portalActions>;
