/**
 * The billing portal page at a portal session's `url`: the plan (amount, locations, modules, when it
 * renews or ends), forms to change the locations and the modules, to cancel at period end or resume,
 * to change the card, and the invoices with their amounts and PDFs. Plain HTML forms, no scripts.
 */
import { PURCHASABLE_MODULES } from '@lunia/shared/domain/billing';
import { escapeHtml, htmlPage } from '../html-page';
import { formatAmount, intervalPhrase, type Subscription } from './objects';
import { isChangeable, planLocations, planModules } from './portal-actions';
import type { PortalSession } from './portal-sessions';

const MODULE_LABELS: Record<string, string> = { shift: 'Shift', core: 'Core' };

/** What the page says after an action (`?done=`). */
export const DONE_MESSAGES: Record<string, string> = {
  locations: 'The number of locations was updated.',
  modules: 'The modules were updated.',
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

function planSection(subscription: Subscription, action: string): string {
  const { plan } = subscription;
  const modules = planModules(subscription);
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
<dt>Price</dt><dd><span class="amount">${escapeHtml(formatAmount(plan.unitAmount * plan.quantity, plan.currency))}</span> ${escapeHtml(intervalPhrase(plan))}</dd>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>
</dl>`;
  if (!isChangeable(subscription)) return summary;
  const boxes = PURCHASABLE_MODULES.map(
    (m) =>
      `<label><input type="checkbox" name="modules" value="${m}"${modules.includes(m) ? ' checked' : ''}> ${MODULE_LABELS[m] ?? m}</label>`,
  ).join('\n');
  const cancel = subscription.cancelAtPeriodEnd
    ? `<form method="post" action="${action}/resume"><button type="submit" class="primary">Resume plan</button></form>`
    : `<form method="post" action="${action}/cancel"><button type="submit">Cancel plan</button></form>`;
  return `${summary}
<form method="post" action="${action}/locations">
<label for="locations">Number of locations</label><input id="locations" name="locations" type="number" min="1" max="50" required value="${planLocations(subscription)}">
<button type="submit">Update locations</button>
</form>
<form method="post" action="${action}/modules">
<fieldset><legend>Modules</legend>
${boxes}
</fieldset>
<button type="submit">Update modules</button>
</form>
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

export function portalPage(
  session: PortalSession,
  subscription: Subscription,
  message?: { kind: 'done' | 'error'; text: string },
): string {
  const action = `/portal/${encodeURIComponent(session.id)}`;
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
${planSection(subscription, action)}
</section>
<section aria-labelledby="card-heading"><h2 id="card-heading">Payment method</h2>
${cardSection(subscription, action)}
</section>
<section aria-labelledby="invoices-heading"><h2 id="invoices-heading">Invoices</h2>
${invoicesSection(subscription, action)}
</section>`,
    PORTAL_STYLE,
  );
}

export const portalNotFoundPage = () =>
  htmlPage('Billing portal', '<h1>This billing session has ended</h1>\n<p>Open Manage billing again from Lunia.</p>');
