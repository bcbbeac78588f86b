/**
 * The signed module access link (issue 24; the contract module teams implement is docs/module-access.md).
 * Pure (node:crypto only).
 *
 * The link is the module's product URL with one query parameter, `lunia_access`: a compact JWS
 * (a JWT) signed with HS256 and the module's own signing secret, so any JWT library verifies it. Its
 * claims say who (`sub`, `email`, `name`), for which organization and with which role (`org`, null for
 * an individual's own access), the modules that person may open there (`modules`), the module it opens
 * (`aud`), its id (`jti`, the nonce that makes it single use) and its lifetime (`iat`, `exp`).
 *
 * The module redeems the link server to server, signing its request with the same secret: the header
 * `x-lunia-module-signature` is the base64url HMAC-SHA256 of `redeem.<token>`. A link a person holds
 * can therefore only be redeemed by the module that knows the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORG_ROLES, type OrgRole } from '@lunia/shared/domain/constants';
import { isOpenableModule, MODULE_ACCESS_PARAM, type OpenableModule } from '@lunia/shared/domain/module-access';

export const MODULE_ACCESS_ISSUER = 'lunia';
/** Seconds of clock difference tolerated on `iat` (a token may not come from the future). */
const CLOCK_SKEW_SECONDS = 30;

export interface ModuleAccessClaims {
  iss: typeof MODULE_ACCESS_ISSUER;
  aud: OpenableModule;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  email: string;
  name: string;
  org: { id: string; name: string; role: OrgRole } | null;
  modules: OpenableModule[];
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function signModuleAccessToken(claims: ModuleAccessClaims, secret: string): string {
  const signingInput = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${hmac(secret, signingInput)}`;
}

/** The module's product URL carrying the token (other query parameters of the URL are kept). */
export function moduleAccessUrl(productUrl: string, token: string): string {
  const url = new URL(productUrl);
  url.searchParams.set(MODULE_ACCESS_PARAM, token);
  return url.toString();
}

export type TokenCheck = { valid: true; claims: ModuleAccessClaims } | { valid: false; reason: 'invalid' | 'expired' };

function parseJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isSeconds = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function claimsOf(value: unknown): ModuleAccessClaims | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const c = value as Record<string, unknown>;
  const org = c.org as Record<string, unknown> | null | undefined;
  const orgValid =
    org === null ||
    (typeof org === 'object' &&
      org !== undefined &&
      isText(org.id) &&
      typeof org.name === 'string' &&
      (ORG_ROLES as readonly unknown[]).includes(org.role));
  const modulesValid = Array.isArray(c.modules) && c.modules.every((m) => typeof m === 'string' && isOpenableModule(m));
  const valid =
    c.iss === MODULE_ACCESS_ISSUER &&
    typeof c.aud === 'string' &&
    isOpenableModule(c.aud) &&
    isText(c.sub) &&
    isText(c.jti) &&
    isSeconds(c.iat) &&
    isSeconds(c.exp) &&
    typeof c.email === 'string' &&
    typeof c.name === 'string' &&
    orgValid &&
    modulesValid;
  return valid ? (c as unknown as ModuleAccessClaims) : undefined;
}

/**
 * The verification rule every module applies (docs/module-access.md): three parts; the header is
 * exactly HS256/JWT (no other algorithm, never `none`); the signature is the HMAC-SHA256 of
 * `<header>.<payload>` with this module's secret, compared in constant time; `iss` is lunia, `aud`
 * is this module, `iat` is not in the future and `exp` is not past. Expired is told apart so the
 * page can say so; every other failure is `invalid`.
 */
export function verifyModuleAccessToken(
  token: string,
  options: { secret: string; module: OpenableModule; now: Date },
): TokenCheck {
  const invalid = { valid: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [header, payload, signature] = parts as [string, string, string];
  if (!sameText(hmac(options.secret, `${header}.${payload}`), signature)) return invalid;
  const head = parseJson(header) as Record<string, unknown> | undefined;
  if (head?.alg !== HEADER.alg || head.typ !== HEADER.typ) return invalid;
  const claims = claimsOf(parseJson(payload));
  if (!claims || claims.aud !== options.module) return invalid;
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return invalid;
  if (claims.exp <= nowSeconds) return { valid: false, reason: 'expired' };
  return { valid: true, claims };
}

/** What a module sends as `x-lunia-module-signature` when it redeems `token`. */
export function redemptionSignature(secret: string, token: string): string {
  return hmac(secret, `redeem.${token}`);
}

export function verifyRedemptionSignature(secret: string, token: string, given: string | undefined): boolean {
  // base64url without padding; the padded form (Python's default) is accepted too (docs/module-access.md).
  return given !== undefined && sameText(redemptionSignature(secret, token), given.replace(/=+$/, ''));
}
