/**
 * `GET /v1/subscriptions/:id` (the subscription with its items: price, lookup key, quantity) and
 * `POST /v1/subscriptions/:id` for the changes the Customer Portal makes: the item's price or quantity
 * and cancel at period end (https://docs.stripe.com/api/subscriptions/update). Stripe's API would also
 * take `items[][price_data]`; the stand-in refuses it, because a subscription on an ad hoc price is one
 * the portal can no longer change (issue 41), and refuses any price the account's portal configuration
 * does not offer, so a change made here is one an owner could make in the portal.
 */
import type { CatalogueStore } from './catalogue';
import { invalid, noSuch } from './errors';
import { type FormParams, isParams, optionalString, positiveInteger, refuseUnknown } from './form';
import type { Subscription } from './objects';
import type { PortalConfigurations } from './portal-configurations';
import { json, type Reply } from './replies';
import { subscriptionObject } from './subscription-objects';
import type { WebhookDelivery } from './webhooks';

export function subscriptionsApi(options: {
  subscriptions: Map<string, Subscription>;
  catalogue: CatalogueStore;
  configurations: PortalConfigurations;
  emit: WebhookDelivery['emit'];
}) {
  const { subscriptions, catalogue, configurations, emit } = options;

  async function update(subscription: Subscription, params: FormParams): Promise<Subscription> {
    refuseUnknown(params, ['items', 'cancel_at_period_end', 'proration_behavior', 'expand']);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete') {
      throw invalid(`Subscription ${subscription.id} can no longer be changed.`);
    }
    const { plan } = subscription;
    let price = plan.price;
    let quantity = plan.quantity;
    if (params.items !== undefined) {
      if (!Array.isArray(params.items) || params.items.length !== 1 || !isParams(params.items[0])) {
        throw invalid("The local Stripe stand-in changes the subscription's one item: pass items[0].", 'items');
      }
      const item = params.items[0];
      if (item.price_data !== undefined) {
        throw invalid(
          'items[0][price_data] is refused: the Customer Portal changes a subscription only between the prices of its configuration. Pass items[0][price].',
          'items[0][price_data]',
        );
      }
      refuseUnknown(item, ['id', 'price', 'quantity'], 'items[0]');
      const itemId = optionalString(item, 'id', 'items[0][id]');
      if (itemId !== undefined && itemId !== plan.itemId) throw noSuch('subscription item', itemId, 'items[0][id]');
      const priceId = optionalString(item, 'price', 'items[0][price]');
      if (priceId !== undefined) {
        price = catalogue.price(priceId, 'items[0][price]');
        const offered = configurations
          .list({ active: 'true' })
          .some((c) => c.features.subscription_update.products.some((p) => p.prices.includes(priceId)));
        if (!price.active || !offered) {
          throw invalid(`The price ${priceId} is not one the Customer Portal offers.`, 'items[0][price]');
        }
      }
      if (item.quantity !== undefined) quantity = positiveInteger(item, 'quantity', 'items[0][quantity]');
    }
    const cancel = optionalString(params, 'cancel_at_period_end');
    if (cancel !== undefined && cancel !== 'true' && cancel !== 'false') {
      throw invalid(`Invalid boolean: ${cancel}`, 'cancel_at_period_end');
    }
    const cancelAtPeriodEnd = cancel === undefined ? subscription.cancelAtPeriodEnd : cancel === 'true';
    const changed =
      price.id !== plan.price.id || quantity !== plan.quantity || cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd;
    if (!changed) return subscription;
    plan.price = price;
    plan.productName = catalogue.product(price.product).name;
    plan.quantity = quantity;
    subscription.cancelAtPeriodEnd = cancelAtPeriodEnd;
    await emit([{ type: 'customer.subscription.updated', object: subscriptionObject(subscription) }]);
    return subscription;
  }

  return async (method: string, path: string, params: FormParams): Promise<Reply | undefined> => {
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (!match) return undefined;
    const id = decodeURIComponent(match[1] as string);
    const subscription = subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id, 'id');
    if (method === 'GET') return json(200, subscriptionObject(subscription));
    if (method === 'POST') return json(200, subscriptionObject(await update(subscription, params)));
    return undefined;
  };
}
