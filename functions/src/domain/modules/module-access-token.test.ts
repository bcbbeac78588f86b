import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ModuleAccessClaims,
  moduleAccessUrl,
  redemptionSignature,
  signModuleAccessToken,
  verifyModuleAccessToken,
  verifyRedemptionSignature,
} from './module-access-token';

const now = new Date('2026-03-01T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000);
const claims: ModuleAccessClaims = {
  iss: 'lunia',
  aud: 'shift',
  sub: 'user-1',
  jti: 'nonce-1',
  iat,
  exp: iat + 120,
  email: 'owner@farmacia.test',
  name: 'Ana Rivera',
  org: { id: 'org-1', name: 'Farmacia Central', role: 'owner' },
  modules: ['bookrx', 'shift'],
};
const secret = 'shift-secret';
const token = signModuleAccessToken(claims, secret);
const verify = (value: string, at = now, options: { secret?: string; module?: 'bookrx' | 'shift' | 'core' } = {}) =>
  verifyModuleAccessToken(value, { secret: options.secret ?? secret, module: options.module ?? 'shift', now: at });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and claims, correctly signed: what an attacker holding the secret could not make. */
const forge = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

describe('module access token (issue 24)', () => {
  it('is a standard HS256 JWT whose claims come back verified', () => {
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual(claims);
    expect(verify(token)).toEqual({ valid: true, claims });
  });

  it('rides on the product URL as lunia_access, keeping the URL', () => {
    const url = new URL(moduleAccessUrl('https://shift.test/welcome?lang=es', token));
    expect(url.origin + url.pathname).toBe('https://shift.test/welcome');
    expect(url.searchParams.get('lang')).toBe('es');
    expect(url.searchParams.get('lunia_access')).toBe(token);
  });

  it.each([
    ['another secret', () => verify(token, now, { secret: 'bookrx-secret' })],
    ['another module', () => verify(token, now, { module: 'core' })],
    ['an altered signature', () => verify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)],
    ['altered claims', () => verify(token.replace(token.split('.')[1] ?? '', b64({ ...claims, sub: 'user-2' })))],
    ['two parts', () => verify(token.split('.').slice(0, 2).join('.'))],
    ['alg none', () => verify(`${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`)],
    ['another algorithm, signed', () => verify(forge({ alg: 'HS512', typ: 'JWT' }, claims))],
    ['another issuer, signed', () => verify(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'other' }))],
    [
      'an unknown role, signed',
      () => verify(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, org: { ...claims.org, role: 'root' } })),
    ],
    [
      'Vault among its modules, signed',
      () => verify(forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, modules: ['vault'] })),
    ],
    ['an issue time in the future', () => verify(token, new Date(now.getTime() - 60_000))],
    [
      'a payload that is not JSON, signed',
      () => verify(forge({ alg: 'HS256', typ: 'JWT' }, 'x').replace(b64('x'), 'bm90IGpzb24')),
    ],
  ])('refuses %s as invalid', (_case, check) => {
    expect(check()).toEqual({ valid: false, reason: 'invalid' });
  });

  it('expires at exp, told apart from invalid', () => {
    expect(verify(token, new Date(now.getTime() + 119_000)).valid).toBe(true);
    expect(verify(token, new Date(now.getTime() + 120_000))).toEqual({ valid: false, reason: 'expired' });
  });

  it('an individual link names no organization', () => {
    const own = signModuleAccessToken({ ...claims, aud: 'bookrx', org: null, modules: ['bookrx'] }, secret);
    expect(verify(own, now, { module: 'bookrx' })).toMatchObject({ valid: true, claims: { org: null } });
  });
});

describe('redemption signature', () => {
  it('is the HMAC of redeem.<token> with the module secret, checked in constant time', () => {
    const signature = redemptionSignature(secret, token);
    expect(signature).toBe(createHmac('sha256', secret).update(`redeem.${token}`).digest('base64url'));
    expect(verifyRedemptionSignature(secret, token, signature)).toBe(true);
    expect(verifyRedemptionSignature('other', token, signature)).toBe(false);
    expect(verifyRedemptionSignature(secret, `${token}x`, signature)).toBe(false);
    expect(verifyRedemptionSignature(secret, token, undefined)).toBe(false);
    // The token's own signature is not a redemption signature: holding the link is not enough.
    expect(verifyRedemptionSignature(secret, token, token.split('.')[2])).toBe(false);
  });
});
