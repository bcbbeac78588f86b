/**
 * The hosted checkout page at a session's `url`: its buttons end the test payment as paid, declined
 * by the bank or cancelled. Plain HTML and inline CSS, no scripts, in the stand-ins' page shell
 * (../html-page.ts).
 */
import { escapeHtml, htmlPage } from '../html-page';
import { formatAmount, intervalPhrase, type SessionRecord } from './objects';

const quantityPhrase = (quantity: number) => (quantity > 1 ? ` (quantity ${quantity})` : '');

export function checkoutPage(record: SessionRecord): string {
  const { session, plan } = record;
  const total = formatAmount(session.amount_total, session.currency);
  const each = quantityPhrase(plan.quantity);
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  return htmlPage(
    `Checkout: ${plan.productName}`,
    `<p class="note">Test mode: a local stand-in for Stripe Checkout. No card is charged.</p>
<h1>Subscribe to ${escapeHtml(plan.productName)}</h1>
<dl>
<dt>Plan</dt><dd>${escapeHtml(plan.productName)}</dd>
<dt>Amount</dt><dd><span class="amount">${escapeHtml(total)}</span> ${escapeHtml(intervalPhrase(plan))}${escapeHtml(each)}</dd>
${session.customer_email ? `<dt>E-mail</dt><dd>${escapeHtml(session.customer_email)}</dd>\n` : ''}</dl>
<form method="post" action="${action}/pay">
<p class="note">Choose how this test payment ends.</p>
<div class="actions">
<button type="submit" class="primary">Pay</button>
<button type="submit" formaction="${action}/decline">Card declined</button>
<button type="submit" formaction="${action}/cancel">Cancel</button>
</div>
</form>`,
  );
}

export function closedPage(record: SessionRecord): string {
  const { session } = record;
  const complete = session.status === 'complete';
  const back = complete ? session.success_url : session.cancel_url;
  return htmlPage(
    'Checkout closed',
    `<h1>This checkout is closed</h1>
<p>${complete ? 'The payment for this checkout was completed.' : 'This checkout was cancelled, declined or has expired.'}</p>
<p><a href="${escapeHtml(back)}">Return to the site</a></p>`,
  );
}

export const notFoundPage = () =>
  htmlPage('Checkout not found', '<h1>Checkout not found</h1>\n<p>There is no checkout at this address.</p>');
