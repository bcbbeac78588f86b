/**
 * The billing portal page at a portal session's `url`, offering what the session's configuration
 * allows, as Stripe's portal does: the plan (amount, quantity, when it renews or ends), a choice among
 * the configuration's prices (each with what it costs at the current quantity), the quantity within
 * the configuration's bounds, cancel at period end or resume, the card, and the invoices with their
 * amounts and PDFs (links to the terms and privacy pages of the business profile). Plain HTML forms,
 * no scripts.
 */
import { escapeHtml, htmlPage } from '../html-page';
import { type CatalogueStore, priceAmount } from './catalogue';
import { formatAmount, intervalPhrase, planAmount, type Subscription } from './objects';
import { isChangeable, portalProductOf } from './portal-actions';
import type { PortalConfiguration } from './portal-configurations';
import type { PortalSession } from './portal-sessions';

export interface PortalView {
  session: PortalSession;
  subscription: Subscription;
  configuration: PortalConfiguration;
  catalogue: CatalogueStore;
}

/** What the page says after an action (`?done=`). */
export const DONE_MESSAGES: Record<string, string> = {
  quantity: 'The number of locations was updated.',
  plan: 'The plan was updated.',
  cancel: 'The plan will be canceled at the end of the billing period.',
  resume: 'The plan will renew again.',
  card: 'The card was updated.',
  unchanged: 'Nothing changed.',
};

const PORTAL_STYLE = `
  main { max-width: 44rem; }
  h2 { font-size: 1.1rem; margin: 1.75rem 0 0.75rem; }
  section { border-top: 1px solid #d7dbe0; }
  form { margin: 0 0 0.75rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 0.75rem; display: flex; gap: 1rem; flex-wrap: wrap; }
  legend { font-weight: 600; margin-bottom: 0.5rem; }
  label { display: inline-flex; gap: 0.4rem; align-items: center; }
  input[type=number] { font: inherit; width: 5rem; padding: 0.4rem; margin: 0 0.75rem 0 0.4rem; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #e3e6ea; }
  [role=status] { padding: 0.75rem 1rem; border-radius: 8px; background: #e7f4ea; color: #14532d; }
  [role=alert] { padding: 0.75rem 1rem; border-radius: 8px; background: #fdecec; color: #7f1d1d; }
`;

const day = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function planChoices(view: PortalView, action: string): string {
  const { subscription, configuration, catalogue } = view;
  const { plan } = subscription;
  const update = configuration.features.subscription_update;
  const forms: string[] = [];
  if (update.enabled && update.default_allowed_updates.includes('price')) {
    const choices = update.products.flatMap((product) =>
      product.prices.map((id) => {
        const price = catalogue.price(id);
        const name = catalogue.product(product.product).name;
        const amount = formatAmount(priceAmount(price, plan.quantity), price.currency);
        const checked = id === plan.price.id ? ' checked' : '';
        return `<label><input type="radio" name="price" value="${escapeHtml(id)}"${checked}> ${escapeHtml(name)} (${escapeHtml(amount)})</label>`;
      }),
    );
    forms.push(`<form method="post" action="${action}/plan">
<fieldset><legend>Plan</legend>
${choices.join('\n')}
</fieldset>
<button type="submit">Update plan</button>
</form>`);
  }
  const bounds = portalProductOf(configuration, subscription)?.adjustable_quantity;
  if (update.enabled && update.default_allowed_updates.includes('quantity') && bounds?.enabled) {
    const max = bounds.maximum === null ? '' : ` max="${bounds.maximum}"`;
    forms.push(`<form method="post" action="${action}/quantity">
<label for="quantity">Number of locations</label><input id="quantity" name="quantity" type="number" min="${Math.max(bounds.minimum, 1)}"${max} required value="${plan.quantity}">
<button type="submit">Update locations</button>
</form>`);
  }
  return forms.join('\n');
}

function planSection(view: PortalView, action: string): string {
  const { subscription, configuration } = view;
  const { plan } = subscription;
  const status =
    subscription.status === 'canceled'
      ? 'Canceled'
      : subscription.cancelAtPeriodEnd
        ? `Cancels on ${day(subscription.currentPeriodEnd)}`
        : subscription.status === 'past_due'
          ? 'Past due: update the card to pay the open invoice'
          : `Renews on ${day(subscription.currentPeriodEnd)}`;
  const summary = `<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.productName)}</dd>
<dt>Locations</dt><dd>${plan.quantity}</dd>
<dt>Price</dt><dd><span class="amount">${escapeHtml(formatAmount(planAmount(plan), plan.currency))}</span> ${escapeHtml(intervalPhrase(plan))}</dd>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>
</dl>`;
  if (!isChangeable(subscription)) return summary;
  const canCancel = configuration.features.subscription_cancel.enabled;
  const cancel = subscription.cancelAtPeriodEnd
    ? `<form method="post" action="${action}/resume"><button type="submit" class="primary">Resume plan</button></form>`
    : canCancel
      ? `<form method="post" action="${action}/cancel"><button type="submit">Cancel plan</button></form>`
      : '';
  return `${summary}
${planChoices(view, action)}
${cancel}`;
}

function cardSection(subscription: Subscription, action: string): string {
  const { card } = subscription;
  const current = `<p>${escapeHtml(card.brand.toUpperCase())} ending in ${escapeHtml(card.last4)}</p>`;
  if (!isChangeable(subscription)) return current;
  return `${current}
<form method="post" action="${action}/card">
<fieldset><legend>New card (test cards)</legend>
<label><input type="radio" name="card" value="visa" checked> Visa ending in 4242 (payments succeed)</label>
<label><input type="radio" name="card" value="declined"> Visa ending in 0002 (payments are declined)</label>
</fieldset>
<button type="submit">Update card</button>
</form>`;
}

function invoicesSection(subscription: Subscription, action: string): string {
  if (subscription.invoices.length === 0) return '<p>No invoices yet.</p>';
  const rows = [...subscription.invoices]
    .reverse()
    .map(({ invoice, amountRefunded }) => {
      const refunded = amountRefunded > 0 ? ` (refunded ${formatAmount(amountRefunded, invoice.currency)})` : '';
      return `<tr><td>${escapeHtml(day(invoice.created))}</td><td>${escapeHtml(invoice.id)}</td><td>${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</td><td>${escapeHtml(invoice.status)}${escapeHtml(refunded)}</td><td><a href="${action}/invoices/${encodeURIComponent(invoice.id)}/pdf">Download PDF<span class="note"> of ${escapeHtml(invoice.id)}</span></a></td></tr>`;
    })
    .join('\n');
  return `<table>
<thead><tr><th scope="col">Date</th><th scope="col">Invoice</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">PDF</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function portalPage(view: PortalView, message?: { kind: 'done' | 'error'; text: string }): string {
  const { session, subscription, configuration } = view;
  const action = `/portal/${encodeURIComponent(session.id)}`;
  const profile = configuration.business_profile;
  const legal = [
    profile.terms_of_service_url ? `<a href="${escapeHtml(profile.terms_of_service_url)}">Terms of service</a>` : '',
    profile.privacy_policy_url ? `<a href="${escapeHtml(profile.privacy_policy_url)}">Privacy policy</a>` : '',
  ].filter(Boolean);
  const features = configuration.features;
  const notice = message
    ? `<p role="${message.kind === 'done' ? 'status' : 'alert'}">${escapeHtml(message.text)}</p>\n`
    : '';
  const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return to Lunia</a></p>` : '';
  return htmlPage(
    'Billing portal',
    `<p class="note">Test mode: a local stand-in for the Stripe customer portal. No card is charged.</p>
<h1>Manage billing</h1>
${notice}${back}
<section aria-labelledby="plan-heading"><h2 id="plan-heading">Current plan</h2>
${planSection(view, action)}
</section>
${
  features.payment_method_update.enabled
    ? `<section aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2>
${cardSection(subscription, action)}
</section>`
    : ''
}
${
  features.invoice_history.enabled
    ? `<section aria-labelledby="invoices-heading"><h2 id="invoices-heading">Invoices</h2>
${invoicesSection(subscription, action)}
</section>`
    : ''
}
${legal.length > 0 ? `<p class="note">${legal.join(' · ')}</p>` : ''}`,
    PORTAL_STYLE,
  );
}

export const portalNotFoundPage = () =>
  htmlPage('Billing portal', '<h1>This billing session has ended</h1>\n<p>Open Manage billing again from Lunia.</p>');
