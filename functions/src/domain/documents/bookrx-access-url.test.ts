import { describe, expect, it } from 'vitest';
import { signBookrxAccessUrl, verifiedBookrxAccess, verifyBookrxAccessUrl } from './bookrx-access-url';

const now = new Date('2026-03-01T12:00:00Z');
const sign = (orgId?: string) =>
  signBookrxAccessUrl({
    baseUrl: 'https://bookrx.example/login',
    userId: 'user-1',
    ...(orgId ? { orgId } : {}),
    secret: 's3cret',
    nonce: 'nonce-1',
    expiresInSeconds: 120,
    now,
  }).url;

describe('BookRx access URL for an organization (issue 10)', () => {
  it('names the organization, signed', () => {
    const url = sign('org-1');
    expect(new URL(url).searchParams.get('org')).toBe('org-1');
    expect(verifiedBookrxAccess(url, 's3cret', now)).toEqual({ userId: 'user-1', orgId: 'org-1', nonce: 'nonce-1' });
    expect(verifyBookrxAccessUrl(url, 's3cret', now)).toBe('user-1');
  });

  it.each([
    ['another organization', (url: string) => url.replace('org=org-1', 'org=org-2')],
    ['the organization removed', (url: string) => url.replace('org=org-1&', '')],
    ['an empty organization', (url: string) => url.replace('org=org-1', 'org=')],
    ['another user', (url: string) => url.replace('uid=user-1', 'uid=user-2')],
    ['another nonce (a redeemed link cannot be renewed)', (url: string) => url.replace('n=nonce-1', 'n=nonce-2')],
    ['no nonce', (url: string) => url.replace('n=nonce-1&', '')],
  ])('refuses a link with %s', (_case, tamper) => {
    expect(verifiedBookrxAccess(tamper(sign('org-1')), 's3cret', now)).toBeUndefined();
  });

  it('an individual link cannot be turned into an organization one', () => {
    const individual = sign();
    expect(verifiedBookrxAccess(individual, 's3cret', now)).toEqual({
      userId: 'user-1',
      orgId: null,
      nonce: 'nonce-1',
    });
    expect(verifiedBookrxAccess(`${individual}&org=org-1`, 's3cret', now)).toBeUndefined();
  });

  it('expires', () => {
    expect(verifiedBookrxAccess(sign('org-1'), 's3cret', new Date('2026-03-01T12:02:01Z'))).toBeUndefined();
  });
});
