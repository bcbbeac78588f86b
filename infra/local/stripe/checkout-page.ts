/**
 * The hosted checkout page at a session's `url`: its buttons end the test payment as paid, declined
 * by the bank or cancelled. Plain HTML and inline CSS, no scripts.
 */
import { formatAmount, intervalPhrase, type SessionRecord } from './objects';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1f24; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
  .note { margin: 0 0 1rem; font-size: 0.875rem; color: #4a5260; }
  dl { display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; border-radius: 8px; cursor: pointer;
           border: 1px solid #1b1f24; background: #fff; color: #1b1f24; }
  button.primary { background: #0a4fa3; border-color: #0a4fa3; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
  a { color: #0a4fa3; }
`;

export function page(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function checkoutPage(record: SessionRecord): string {
  const { session, plan } = record;
  const total = formatAmount(session.amount_total, session.currency);
  const each = plan.quantity > 1 ? ` (${plan.quantity} × ${formatAmount(plan.unitAmount, plan.currency)})` : '';
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  return page(
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
  return page(
    'Checkout closed',
    `<h1>This checkout is closed</h1>
<p>${complete ? 'The payment for this checkout was completed.' : 'This checkout was cancelled, declined or has expired.'}</p>
<p><a href="${escapeHtml(back)}">Return to the site</a></p>`,
  );
}

export const notFoundPage = () =>
  page('Checkout not found', '<h1>Checkout not found</h1>\n<p>There is no checkout at this address.</p>');
