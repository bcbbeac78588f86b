/**
 * What the HTTP API's JWT authorizer does for a route with authorization: take the token from the
 * Authorization header, verify signature, expiry, issuer and client against the user pool, and
 * hand the claims to the integration. Uses `jose` because aws-jwt-verify refuses http issuers.
 */
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

export interface JwtAuthorizerConfig {
  /** Token issuer: <cognito endpoint>/<poolId>. */
  issuer: string;
  jwksUrl: string;
  clientId: string;
}

export type JwtAuthorizer = (authorization: string | undefined) => Promise<JWTPayload | undefined>;

export function createJwtAuthorizer(config: JwtAuthorizerConfig): JwtAuthorizer {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (authorization) => {
    // API Gateway accepts the token with or without the "Bearer " prefix.
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access' || payload.client_id !== config.clientId) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  };
}

/**
 * Claims as API Gateway passes them to Lambda: every value a string, arrays as "[a b]"
 * (functions/src/lib/http/request-context.ts parses that form back).
 */
export function claimsForEvent(payload: JWTPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

/** Scopes of the token (its space-separated `scope` claim). */
export function scopesOf(payload: JWTPayload): string[] {
  return typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
}
