/**
 * Route examples of the employer verification link (issue 27), spread into ./route-examples.ts. A
 * link to revoke is made by the caller through the API (revoking is owner-only); the public page is
 * opened with a fresh token whose link, owned by the fixture organization's owner, is written to the
 * table (the token is never readable back from the API after creation, and anonymous callers have
 * no link of their own).
 */
import { randomBytes } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { verificationLinkKeys } from '../../functions/src/data/keys';
import { VERIFICATION_LINK_ENTITY } from '../../functions/src/data/verification-links';
import { hashVerificationToken } from '../../functions/src/domain/verification-links/link-token';
import { apiClient, tableClient } from './local-clients';
import { organizationFixture } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

const DAY_MS = 24 * 3600 * 1000;

/** Creates a link as `token`'s user through the API; returns its id and the token in its url. */
export async function createLinkThroughApi(
  stack: StackInfo,
  token: string,
  body: Record<string, unknown> = { expiresInDays: 30, label: 'Matrix employer' },
): Promise<{ id: string; token: string; url: string; expiresAt: string }> {
  const response = await apiClient(stack)('POST', '/api/verification-links', { token, body });
  if (response.status !== 201) throw new Error(`create link: ${response.status} ${response.text}`);
  const link = response.body.link as { id: string; url: string; expiresAt: string };
  return { ...link, token: link.url.split('/').at(-1) ?? '' };
}

/** Writes a working link of `ownerId` straight to the table and returns its token. */
export async function linkInTable(stack: StackInfo, ownerId: string, fields: Record<string, unknown> = {}) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashVerificationToken(token);
  const id = `example-${tokenHash.slice(0, 16)}`;
  const createdAt = new Date().toISOString();
  const linkExpiresAt = new Date(Date.now() + 7 * DAY_MS).toISOString();
  await tableClient(stack).put({
    ...verificationLinkKeys.item(tokenHash),
    ...verificationLinkKeys.indexes({ ownerId, createdAt, id }),
    entity: VERIFICATION_LINK_ENTITY,
    id,
    tokenHash,
    ownerId,
    label: 'Matrix employer',
    createdAt,
    linkExpiresAt,
    revokedAt: null,
    viewCount: 0,
    lastViewedAt: null,
    expiresAt: Math.floor(Date.parse(linkExpiresAt) / 1000) + 90 * 24 * 3600,
    ...fields,
  });
  return token;
}

async function callerLink({ stack, token }: ExampleContext): Promise<Record<string, string>> {
  if (!token) return { linkId: 'example-link' };
  return { linkId: (await createLinkThroughApi(stack, token)).id };
}

async function fixtureLinkToken({ stack }: ExampleContext): Promise<Record<string, string>> {
  const { accounts } = await organizationFixture(stack);
  return { token: await linkInTable(stack, accounts.owner.userId) };
}

export const verificationLinkExamples: Partial<Record<RouteId, () => RouteExample>> = {
  createVerificationLink: () => ({ body: { expiresInDays: 30, label: 'Matrix employer' } }),
  listVerificationLinks: () => ({}),
  revokeVerificationLink: () => ({ params: { linkId: 'example-link' }, setup: callerLink }),
  getPublicVerification: () => ({ params: { token: 'example-token' }, setup: fixtureLinkToken }),
};

export const verificationLinkExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  createVerificationLink: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  listVerificationLinks: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  revokeVerificationLink: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  getPublicVerification: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
