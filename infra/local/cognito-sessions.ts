/**
 * Sessions as Cognito keeps them across refreshes, where cognito-local does not (issue 38). Called by
 * the Cognito proxy (cognito-proxy.ts) on every answer that issues tokens:
 *
 * - A refresh keeps the session's original sign-in time. Cognito: "auth_time: The time when the
 *   authentication occurred" and a refreshed token carries the time of the original authentication
 *   (https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-access-token.html);
 *   cognito-local stamps the refresh time instead, which would let a refreshed token pass the API's
 *   "signed in after" checks (sessions ended, admin MFA enrolment, admin session age).
 * - Every access and ID token names its sign-in with `origin_jti`, the same for every token refreshed
 *   from it, as Cognito's tokens do when token revocation is on (the default; same page, and
 *   https://docs.aws.amazon.com/cognito/latest/developerguide/token-revocation.html). The API keys a
 *   session's last activity by it.
 *
 * cognito-local's refresh token is a JWT of its own whose `iat` is the sign-in time and whose `jti`
 * names the sign-in: both are read from it, so nothing is kept in memory. The rewritten tokens are
 * signed with cognito-local's own key (published in its package; the API's JWT check fetches the
 * matching public key from the pool's JWKS), so they verify exactly as its own do.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload, SignJWT } from 'jose';

interface AuthenticationResult {
  AccessToken?: string;
  IdToken?: string;
  RefreshToken?: string;
  [other: string]: unknown;
}

interface TokenAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** The operations whose successful answer may carry tokens. */
const ISSUING = new Set([
  'InitiateAuth',
  'AdminInitiateAuth',
  'RespondToAuthChallenge',
  'AdminRespondToAuthChallenge',
  'GetTokensFromRefreshToken',
]);

let signingKey: ReturnType<typeof importJWK> | undefined;

function cognitoLocalKey() {
  signingKey ??= (() => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
    const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
    return importJWK(jwk, 'RS256');
  })();
  return signingKey;
}

function claimsOf(token: string | undefined): JWTPayload | undefined {
  if (!token) return undefined;
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

/**
 * The same token with `changes` to its claims, signed as cognito-local signs (same key id and
 * algorithm). Also what tests use to present a token from a time they cannot wait for (an admin
 * session's 12 hours).
 */
export async function resign(token: string | undefined, changes: JWTPayload): Promise<string | undefined> {
  const claims = claimsOf(token);
  if (!token || !claims) return token;
  const header = decodeProtectedHeader(token);
  return new SignJWT({ ...claims, ...changes })
    .setProtectedHeader({ alg: 'RS256', ...(header.kid ? { kid: header.kid } : {}) })
    .sign(await cognitoLocalKey());
}

/** The refresh token a request presents (REFRESH_TOKEN_AUTH, or GetTokensFromRefreshToken). */
function presentedRefreshToken(body: Buffer): string | undefined {
  try {
    const input = JSON.parse(body.toString('utf8') || '{}') as {
      RefreshToken?: string;
      AuthParameters?: { REFRESH_TOKEN?: string };
    };
    return input.RefreshToken ?? input.AuthParameters?.REFRESH_TOKEN;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a successful token answer as Cognito would give it: a sign-in's tokens get `origin_jti`; a
 * refresh's tokens get the sign-in's `auth_time` and `origin_jti`. Any other answer is returned as is.
 */
export async function asCognitoSession(target: string, body: Buffer, answer: TokenAnswer): Promise<TokenAnswer> {
  if (answer.status !== 200 || !ISSUING.has(target)) return answer;
  const parsed = JSON.parse(answer.body || '{}') as { AuthenticationResult?: AuthenticationResult };
  const result = parsed.AuthenticationResult;
  if (!result?.AccessToken) return answer;
  const refresh = claimsOf(result.RefreshToken ?? presentedRefreshToken(body));
  if (!refresh?.jti) return answer;
  const refreshed = !result.RefreshToken;
  const changes: JWTPayload = {
    origin_jti: refresh.jti,
    ...(refreshed && typeof refresh.iat === 'number' ? { auth_time: refresh.iat } : {}),
  };
  const rewritten: AuthenticationResult = {
    ...result,
    AccessToken: await resign(result.AccessToken, changes),
    IdToken: await resign(result.IdToken, changes),
  };
  return { ...answer, body: JSON.stringify({ ...parsed, AuthenticationResult: rewritten }) };
}
