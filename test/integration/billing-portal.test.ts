/**
 * Billing self-service (issue 24) through the API and the local payment provider's billing portal
 * (infra/local/stripe/portal-*.ts), which speaks Stripe's protocol to the official SDK and sends the
 * webhook events Stripe sends for each change: who may open the portal; another catalogue plan (add
 * Core, remove Shift) and the number of locations, read from the subscription's items and audited
 * (issue 41), cancel at period end and resume, a new card and a refund, each applied once; events of
 * another subscription and malformed events changing nothing; the receipt, failed-payment and refund
 * e-mails; refunds in revenue.
 */
import { randomUUID } from 'node:crypto';
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import {
  deliveredEvents as deliveredEventsOf,
  planChanges,
  replayable as replayableEvent,
  revenueOf as revenueOfOrganization,
  subscriptionEvent,
  webhookOf,
} from '../support/billing-events';
import { cataloguePriceId, signedProviderEvent } from '../support/billing-examples';
import { eventually } from '../support/document-fixtures';
import { drainStack } from '../support/drain';
import { accessTokenFor, DEMO, mailsTo, waitForMail } from '../support/local-clients';
import { addMember, createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
let adminToken = '';

beforeAll(async () => {
  adminToken = await accessTokenFor(stack, DEMO.admin);
});

interface Billing {
  plan: {
    status: string;
    modules: string[];
    locations: number;
    amountCents: number;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
    portalAvailable: boolean;
  };
  payments: { id: string; status: string; amountCents: number; kind: string }[];
}

const as = (account: TestAccount, orgId: string) => ({
  billing: async () => {
    const response = await api('GET', `/api/organizations/${orgId}/billing`, {
      token: account.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
    });
    expect(response.status, response.text).toBe(200);
    return response.body as unknown as Billing;
  },
  portal: () =>
    api('POST', `/api/organizations/${orgId}/billing/portal`, {
      token: account.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
      body: {},
    }),
});

/** An owner whose organization paid for a plan at the local checkout; its subscription at the provider. */
async function payingOrganization(label: string, modules: string[] = ['shift'], locations = 1) {
  const owner = await newAccount(stack, label);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
  const started = await api('POST', `/api/organizations/${orgId}/checkout-session`, {
    token: owner.token,
    headers: { [ACTIVE_ORG_HEADER]: orgId },
    body: { modules, locations, attemptId: randomUUID() },
  });
  expect(started.status, started.text).toBe(200);
  const paid = await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  const billing = await eventually(async () => {
    const item = await table.get(organizationKeys.profile(orgId));
    const value = item?.billing as { status: string; providerSubscriptionId: string } | undefined;
    return value?.status === 'active' ? value : undefined;
  });
  return { owner, orgId, subscription: billing.providerSubscriptionId, client: as(owner, orgId) };
}

async function openPortal(client: ReturnType<typeof as>): Promise<string> {
  const response = await client.portal();
  expect(response.status, response.text).toBe(200);
  return String(response.body.url);
}

/** Submits a form of the portal page; answers what the page then says (`?done=`). */
async function submit(portalUrl: string, action: string, form: [string, string][] = []): Promise<string | null> {
  const response = await fetch(`${portalUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(response.status, await response.clone().text()).toBe(303);
  return new URL(String(response.headers.get('location')), portalUrl).searchParams.get('done');
}

const webhook = webhookOf(stack);
const replayable = (type: string, object: Record<string, unknown>) => replayableEvent(stack, type, object);
const deliveredEvents = () => deliveredEventsOf(stack);

const activeModules = async (orgId: string) =>
  ((await table.get(organizationKeys.profile(orgId)))?.activeModules ?? []) as string[];

const revenueOf = (orgId: string) => revenueOfOrganization(stack, adminToken, orgId);

describe('opening the billing portal', () => {
  it('opens for the owner and an organization admin, not for a member, a foreign caller or an organization without a plan', async () => {
    const { orgId, client } = await payingOrganization('portal-who');
    const url = await openPortal(client);
    expect(url.startsWith(`${stack.urls.stripe}/portal/bps_`)).toBe(true);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Manage billing');
    expect(page).toContain('$250.00');
    // The session runs under the catalogue's portal configuration: its plans and the site's legal links.
    expect(page).toContain('Lunia Shift + Core ($250.00)');
    expect(page).toContain('/legal?tab=terms');

    const [admin, member, stranger] = await Promise.all([
      newAccount(stack, 'portal-admin'),
      newAccount(stack, 'portal-member'),
      newAccount(stack, 'portal-stranger'),
    ]);
    await addMember(stack, orgId, admin.userId, 'admin');
    await addMember(stack, orgId, member.userId, 'member');
    expect((await as(admin, orgId).portal()).status).toBe(200);
    const refused = await as(member, orgId).portal();
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    // Another organization's id is looked up under the caller's memberships: not theirs.
    await createOrganizationAs(stack, stranger.token, 'Farmacia Ajena Portal');
    const foreign = await as(stranger, orgId).portal();
    expect(foreign.status, foreign.text).toBe(403);
    expect(foreign.body.code).toBe('NOT_A_MEMBER');

    const unpaidOrg = await createOrganizationAs(stack, stranger.token, 'Farmacia Sin Plan');
    const noPlan = await as(stranger, unpaidOrg).portal();
    expect(noPlan.status, noPlan.text).toBe(409);
    expect(noPlan.body.code).toBe('NO_BILLING_ACCOUNT');
  });
});

describe('changing the plan in the portal', { shuffle: false }, () => {
  it('adds Core, goes from 2 to 3 locations and removes Shift, each within one webhook and audited; cancels and resumes; ends at the period end', async () => {
    const { owner, orgId, subscription, client } = await payingOrganization('portal-change', ['shift'], 2);
    const portal = await openPortal(client);
    const price = (lookupKey: string) => cataloguePriceId(stack, lookupKey);

    /** One portal change: the form, then exactly one event about the subscription, then the plan it leads to. */
    async function change(action: string, form: [string, string][], reached: (plan: Billing['plan']) => boolean) {
      const before = (await deliveredEvents()).length;
      expect(await submit(portal, action, form)).toBe(action);
      const billing = await eventually(async () => {
        const now = await client.billing();
        return reached(now.plan) ? now : undefined;
      });
      // Other files' events interleave on the shared stand-in: this subscription's are the ones to count.
      const events = (await deliveredEvents()).slice(before).filter((event) => event.objectId === subscription);
      expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated']);
      return billing.plan;
    }

    // Add Core: the bundle's price, same amount (bundles as bundles).
    const withCore = await change('plan', [['price', await price('lunia_shift_core_monthly')]], (plan) =>
      plan.modules.includes('core'),
    );
    expect(withCore).toMatchObject({ modules: ['core', 'shift'], locations: 2, amountCents: 30_000, status: 'active' });
    expect(await activeModules(orgId)).toEqual(expect.arrayContaining(['shift', 'core']));
    // 2 → 3 locations: the quantity.
    const threeLocations = await change('quantity', [['quantity', '3']], (plan) => plan.locations === 3);
    expect(threeLocations).toMatchObject({ modules: ['core', 'shift'], amountCents: 35_000, cancelAtPeriodEnd: false });
    expect(threeLocations.currentPeriodEnd).not.toBeNull();
    // Remove Shift: Core's own price.
    const coreOnly = await change(
      'plan',
      [['price', await price('lunia_core_monthly')]],
      (plan) => !plan.modules.includes('shift'),
    );
    expect(coreOnly).toMatchObject({ modules: ['core'], locations: 3, amountCents: 35_000 });
    await eventually(async () => ((await activeModules(orgId)).includes('shift') ? undefined : true));
    expect(await activeModules(orgId)).toContain('core');
    expect(await planChanges(stack, owner, orgId)).toEqual([
      expect.objectContaining({ modules: ['core', 'shift'], locations: 2, amountCents: 30_000 }),
      expect.objectContaining({ modules: ['core', 'shift'], locations: 3, amountCents: 35_000 }),
      expect.objectContaining({ modules: ['core'], locations: 3, amountCents: 35_000 }),
    ]);
    // The same form again changes nothing and sends nothing.
    const eventsBefore = (await deliveredEvents()).length;
    expect(await submit(portal, 'quantity', [['quantity', '3']])).toBe('unchanged');
    expect((await deliveredEvents()).slice(eventsBefore).filter((event) => event.objectId === subscription)).toEqual(
      [],
    );

    expect(await submit(portal, 'cancel')).toBe('cancel');
    await eventually(async () => ((await client.billing()).plan.cancelAtPeriodEnd ? true : undefined));
    expect(await submit(portal, 'resume')).toBe('resume');
    await eventually(async () => ((await client.billing()).plan.cancelAtPeriodEnd ? undefined : true));
    expect(await submit(portal, 'cancel')).toBe('cancel');
    const canceling = await eventually(async () => {
      const billing = await client.billing();
      return billing.plan.cancelAtPeriodEnd ? billing : undefined;
    });
    // Still paid for until the period ends.
    expect(canceling.plan.status).toBe('active');
    expect(await activeModules(orgId)).toContain('core');

    const ended = await fetch(`${stack.urls.stripe}/__lunia/subscriptions/${subscription}/renew`, { method: 'POST' });
    expect((await ended.json()).outcome).toBe('ended');
    const canceled = await eventually(async () => {
      const billing = await client.billing();
      return billing.plan.status === 'canceled' ? billing : undefined;
    });
    expect(canceled.plan.cancelAtPeriodEnd).toBe(false);
    expect(await activeModules(orgId)).not.toContain('core');
    // Plan changes made no payment rows: one checkout.
    expect(canceled.payments.map((p) => p.kind)).toEqual(['checkout']);
    expect((await deliveredEvents()).length).toBeGreaterThan(eventsBefore);
  });
});

describe('events that must change nothing', () => {
  it('applies a replayed event once, and ignores another subscription of the organization', async () => {
    const { orgId, subscription, client } = await payingOrganization('portal-replay');
    const twoLocations = replayable(
      'customer.subscription.updated',
      // Stale plan details in the metadata (as an earlier integration wrote them) are not read: the items are.
      subscriptionEvent(
        subscription,
        orgId,
        { metadata: { orgId, modules: 'core', locations: '9' } },
        { lookupKey: 'lunia_shift_monthly', locations: 2 },
      ),
    );
    expect((await webhook(twoLocations())).status).toBe(200);
    expect((await client.billing()).plan).toMatchObject({ modules: ['shift'], locations: 2, amountCents: 30_000 });
    // The portal moves on to 4; the replay of the earlier event does not take it back to 2.
    await submit(await openPortal(client), 'quantity', [['quantity', '4']]);
    await eventually(async () => ((await client.billing()).plan.locations === 4 ? true : undefined));
    const replay = await webhook(twoLocations());
    expect(replay.status, replay.text).toBe(200);
    expect((await client.billing()).plan.locations).toBe(4);

    const foreign = 'sub_not_the_current_one';
    for (const signed of [
      signedProviderEvent(
        stack,
        'customer.subscription.updated',
        subscriptionEvent(foreign, orgId, {}, { lookupKey: 'lunia_core_monthly', locations: 9 }),
      ),
      signedProviderEvent(stack, 'customer.subscription.deleted', subscriptionEvent(foreign, orgId)),
      signedProviderEvent(stack, 'invoice.paid', {
        id: `in_${randomUUID().replace(/-/g, '')}`,
        created: Math.floor(Date.now() / 1000),
        amount_paid: 25_000,
        amount_due: 25_000,
        currency: 'usd',
        customer: 'cus_test',
        billing_reason: 'subscription_cycle',
        parent: {
          subscription_details: { subscription: foreign, metadata: { orgId, modules: 'shift', locations: '1' } },
        },
      }),
    ]) {
      const response = await webhook(signed);
      expect(response.status, response.text).toBe(200);
    }
    const after = await client.billing();
    expect(after.plan).toMatchObject({ status: 'active', locations: 4, modules: ['shift'] });
    expect(after.payments).toHaveLength(1);
    expect(await activeModules(orgId)).toContain('shift');
  });

  it('refuses a malformed event with 400 and changes nothing', async () => {
    const { orgId, subscription, client } = await payingOrganization('portal-malformed');
    const { cancel_at_period_end: _, ...withoutFlag } = subscriptionEvent(
      subscription,
      orgId,
      {},
      { lookupKey: 'lunia_shift_monthly', locations: 7 },
    );
    for (const [type, object] of [
      ['customer.subscription.updated', withoutFlag],
      ['invoice.paid', { id: 'in_malformed', currency: 'usd', amount_paid: 'all of it' }],
      ['charge.refunded', { id: 'ch_malformed', object: 'charge' }],
      ['checkout.session.completed', { id: 'cs_malformed', payment_status: 'paid' }],
    ] as const) {
      const response = await webhook(signedProviderEvent(stack, type, object));
      expect(response.status, `${type}: ${response.text}`).toBe(400);
      expect(response.body.code).toBe('INVALID_WEBHOOK_EVENT');
    }
    const billing = await client.billing();
    expect(billing.plan.locations).toBe(1);
    expect(billing.payments).toHaveLength(1);
  });
});

describe('payments through the portal', { shuffle: false }, () => {
  it('mails a receipt and a failure notice, pays the open invoice with a new card, and counts a refund against revenue', async () => {
    const { owner, orgId, subscription, client } = await payingOrganization('portal-pay');
    const receipt = await waitForMail(stack, owner.email, (mail) => mail.subject.startsWith('Receipt: $250.00'));
    expect(receipt.body.text).toContain('/organization-admin?tab=billing');

    const failed = await fetch(`${stack.urls.stripe}/__lunia/subscriptions/${subscription}/renew?outcome=failed`, {
      method: 'POST',
    });
    expect(failed.status).toBe(200);
    await eventually(async () => ((await client.billing()).plan.status === 'past_due' ? true : undefined));
    expect(await activeModules(orgId)).not.toContain('shift');
    const notice = await waitForMail(stack, owner.email, (mail) => mail.subject.startsWith('Action needed'));
    expect(notice.body.text).toContain('$250.00');

    // A working card pays the open invoice at once: the failed row becomes the paid renewal.
    const portal = await openPortal(client);
    expect(await submit(portal, 'card', [['card', 'visa']])).toBe('card');
    const recovered = await eventually(async () => {
      const billing = await client.billing();
      return billing.plan.status === 'active' ? billing : undefined;
    });
    expect(recovered.payments.map((p) => `${p.kind}:${p.status}`).sort()).toEqual([
      'checkout:COMPLETED',
      'renewal:COMPLETED',
    ]);
    expect(await activeModules(orgId)).toContain('shift');
    await eventually(async () =>
      (await mailsTo(stack, owner.email)).filter((m) => m.subject.startsWith('Receipt')).length === 2
        ? true
        : undefined,
    );

    // The invoices are in the portal, each with a PDF.
    const page = await (await fetch(portal)).text();
    const pdfPath = /href="([^"]+\/pdf)"/.exec(page)?.[1];
    expect(pdfPath).toBeDefined();
    const pdf = await fetch(new URL(String(pdfPath), portal));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = await pdf.text();
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('$250.00');
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);

    await eventually(async () => ((await revenueOf(orgId)) === 500 ? true : undefined));
    const refund = await fetch(`${stack.urls.stripe}/__lunia/subscriptions/${subscription}/refund?amount=10000`, {
      method: 'POST',
    });
    expect(refund.status).toBe(200);
    const refunded = await eventually(async () => {
      const billing = await client.billing();
      return billing.payments.some((p) => p.kind === 'refund') ? billing : undefined;
    });
    expect(refunded.payments.find((p) => p.kind === 'refund')).toMatchObject({
      status: 'REFUNDED',
      amountCents: 10_000,
    });
    await eventually(async () => ((await revenueOf(orgId)) === 400 ? true : undefined));
    // The owner is told of the refund, in their language.
    const refundMail = await waitForMail(stack, owner.email, (mail) => mail.subject.startsWith('Refund: $100.00'));
    expect(refundMail.body.text).toContain('/organization-admin?tab=billing');
    // Refunding the rest records only what is new.
    await fetch(`${stack.urls.stripe}/__lunia/subscriptions/${subscription}/refund`, { method: 'POST' });
    await eventually(async () => ((await revenueOf(orgId)) === 250 ? true : undefined));
    await drainStack(stack);
    const refunds = (await client.billing()).payments.filter((p) => p.kind === 'refund');
    expect(refunds.map((p) => p.amountCents).sort()).toEqual([10_000, 15_000]);
    expect((await mailsTo(stack, owner.email)).filter((m) => m.subject.startsWith('Refund'))).toHaveLength(2);
    // One receipt per paid invoice: refunds and plan changes send none.
    expect((await mailsTo(stack, owner.email)).filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(2);
  });
});
