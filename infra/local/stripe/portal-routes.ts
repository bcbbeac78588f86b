/**
 * The billing portal's pages and forms (`/portal/:sessionId…`) and the refund test hook. Each form
 * posts, applies its action (portal-actions.ts) and redirects back to the page (303), which says what
 * happened; a refused value shows the page again with the reason (400).
 */
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http-server';
import type { CatalogueStore } from './catalogue';
import { noSuch, StripeApiError } from './errors';
import { invoiceLines, invoicePdf } from './invoice-pdf';
import type { Subscription } from './objects';
import type { PortalActions } from './portal-actions';
import type { PortalConfiguration, PortalConfigurations } from './portal-configurations';
import { DONE_MESSAGES, portalNotFoundPage, portalPage } from './portal-page';
import type { PortalSessions } from './portal-sessions';
import { errorReply, html, json, pdf, type Reply, redirect } from './replies';

const MAX_FORM_BYTES = 16 * 1024;
const ACTIONS = ['quantity', 'plan', 'cancel', 'resume', 'card'] as const;
type Action = (typeof ACTIONS)[number];

export function portalRoutes(options: {
  portal: PortalSessions;
  actions: PortalActions;
  subscriptions: Map<string, Subscription>;
  configurations: PortalConfigurations;
  catalogue: CatalogueStore;
}): (request: IncomingMessage, url: URL) => Promise<Reply | undefined> {
  const { portal, actions, catalogue } = options;

  function apply(
    configuration: PortalConfiguration,
    subscription: Subscription,
    action: Action,
    form: URLSearchParams,
  ): Promise<boolean> {
    switch (action) {
      case 'quantity':
        return actions.setQuantity(configuration, subscription, form.get('quantity'));
      case 'plan':
        return actions.setPrice(configuration, subscription, form.get('price'));
      case 'cancel':
        return actions.setCancelAtPeriodEnd(subscription, true);
      case 'resume':
        return actions.setCancelAtPeriodEnd(subscription, false);
      case 'card':
        return actions.setCard(subscription, form.get('card'));
    }
  }

  return async (request, url) => {
    const method = request.method ?? 'GET';
    const refund = /^\/__lunia\/subscriptions\/([^/]+)\/refund$/.exec(url.pathname);
    if (refund && method === 'POST') {
      request.resume();
      const subscription = options.subscriptions.get(decodeURIComponent(refund[1] as string));
      if (!subscription) return errorReply(noSuch('subscription', String(refund[1]), 'subscription'));
      return json(200, await actions.refund(subscription, url.searchParams.get('amount')));
    }
    const match = /^\/portal\/([^/]+)(?:\/(quantity|plan|cancel|resume|card)|\/invoices\/([^/]+)\/pdf)?$/.exec(
      url.pathname,
    );
    if (!match) return undefined;
    const session = portal.find(decodeURIComponent(match[1] as string));
    const subscription = session && portal.subscriptionOf(session.customer);
    const action = match[2] as Action | undefined;
    const invoiceId = match[3] && decodeURIComponent(match[3]);
    if (action ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') {
      request.resume();
      return html(405, portalNotFoundPage());
    }
    if (!session || !subscription) {
      request.resume();
      return html(404, portalNotFoundPage());
    }
    if (invoiceId) {
      const record = subscription.invoices.find((r) => r.invoice.id === invoiceId);
      if (!record) return html(404, portalNotFoundPage());
      return pdf(200, `${invoiceId}.pdf`, invoicePdf(invoiceLines(subscription, record)));
    }
    const configuration = options.configurations.forSession(session.configuration);
    const page = { session, subscription, configuration, catalogue };
    if (!action) {
      const done = url.searchParams.get('done');
      const text = done ? DONE_MESSAGES[done] : undefined;
      return html(200, portalPage(page, text ? { kind: 'done', text } : undefined));
    }
    const form = new URLSearchParams((await readBody(request, MAX_FORM_BYTES)).toString('utf8'));
    try {
      const changed = await apply(configuration, subscription, action, form);
      return redirect(`/portal/${encodeURIComponent(session.id)}?done=${changed ? action : 'unchanged'}`);
    } catch (error) {
      if (!(error instanceof StripeApiError) || error.status !== 400) throw error;
      return html(400, portalPage(page, { kind: 'error', text: error.message }));
    }
  };
}
