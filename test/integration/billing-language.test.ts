/**
 * The payment provider sends the browser back to the pages of the language the person was using: a
 * Spanish checkout returns to /es/dashboard (paid) or the Spanish Billing tab (unpaid), the Spanish
 * billing portal to the Spanish Billing tab; without a language, the English pages. The addresses are
 * read from what the local payment provider received (its checkout session, its portal page), with
 * the language of the provider's own checkout page.
 */
import { randomUUID } from 'node:crypto';
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import { describe, expect, it } from 'vitest';
import { organizationKeys } from '../../functions/src/data/keys';
import { newAccount } from '../support/accounts';
import { standInCustomer, standInStripe } from '../support/billing-examples';
import { createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();
const site = () => String(stack.env.SITE_URL);

/** An owner of a verified organization that may subscribe. */
async function subscribingOrganization(label: string) {
  const owner = await newAccount(stack, label);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  await setOrganizationFlags(stack, orgId, { verified: true, canSubscribe: true });
  const post = (path: string, body: Record<string, unknown>) =>
    api('POST', `/api/organizations/${orgId}/${path}`, {
      token: owner.token,
      headers: { [ACTIVE_ORG_HEADER]: orgId },
      body,
    });
  return { orgId, post };
}

describe('billing return addresses follow the language in use', () => {
  it('returns a Spanish checkout to the Spanish pages and an English one to the English pages', async () => {
    const { post } = await subscribingOrganization('billing-es');
    const stripe = standInStripe(stack);
    const sessionOf = async (body: Record<string, unknown>) => {
      const started = await post('checkout-session', {
        modules: ['shift'],
        locations: 1,
        attemptId: randomUUID(),
        ...body,
      });
      expect(started.status, started.text).toBe(200);
      return stripe.checkout.sessions.retrieve(String(started.body.sessionId));
    };

    const spanish = await sessionOf({ language: 'es' });
    expect(spanish.success_url).toBe(`${site()}/es/dashboard?payment=success`);
    expect(spanish.cancel_url).toBe(`${site()}/es/organization-admin?tab=billing&payment=cancelled`);
    // The provider's own page speaks it too (Latin American Spanish).
    expect(spanish.locale).toBe('es-419');

    const english = await sessionOf({});
    expect(english.success_url).toBe(`${site()}/dashboard?payment=success`);
    expect(english.cancel_url).toBe(`${site()}/organization-admin?tab=billing&payment=cancelled`);
    expect(english.locale).toBe('en');

    const refused = await post('checkout-session', {
      modules: ['shift'],
      locations: 1,
      attemptId: randomUUID(),
      language: 'fr',
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'language' } });
  });

  it('returns from the Spanish billing portal to the Spanish Billing tab', async () => {
    const { orgId, post } = await subscribingOrganization('portal-es');
    const key = organizationKeys.profile(orgId);
    const item = await table.get(key);
    const customer = await standInCustomer(stack);
    const billing = { status: 'canceled', modules: ['shift'], locations: 1, amountCents: 25_000, currency: 'usd' };
    await table.put({
      ...item,
      ...key,
      billing: { ...billing, providerCustomerId: customer, updatedAt: new Date().toISOString() },
    });

    const returnLinkOf = async (body: Record<string, unknown>) => {
      const opened = await post('billing/portal', body);
      expect(opened.status, opened.text).toBe(200);
      const page = await (await fetch(String(opened.body.url))).text();
      return /<a href="([^"]+)">Return to Lunia<\/a>/.exec(page)?.[1];
    };
    expect(await returnLinkOf({ language: 'es' })).toBe(`${site()}/es/organization-admin?tab=billing`);
    expect(await returnLinkOf({})).toBe(`${site()}/organization-admin?tab=billing`);
  });
});
