/**
 * Calls an authenticated route of the manifest: the bearer access token and the active organization
 * header on every call; a 401 triggers one token refresh and one retry (spec §4).
 */
import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
import type { RouteId } from '@lunia/shared/api/routes';
import { ApiError, type ApiRequestOptions, type ApiResponse, apiRequest } from '../api-client';
import { activeOrganizationId } from './active-organization';
import { accessTokenForRequest, expireSession, refreshAccessToken, type SessionEnd } from './session-state';

const sessionExpired = () =>
  new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Authentication expired. Please log in again.' });

function send<Id extends RouteId>(routeId: Id, options: ApiRequestOptions<Id>, token: string) {
  const headers: Record<string, string> = { ...options.headers, Authorization: `Bearer ${token}` };
  const organizationId = activeOrganizationId();
  if (organizationId) headers[ACTIVE_ORG_HEADER] = organizationId;
  const call = apiRequest as (id: Id, options: ApiRequestOptions<Id>) => Promise<ApiResponse<Id>>;
  return call(routeId, { ...options, headers });
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What each API code that ends a session tells /signin. */
const SERVER_ENDS: Record<string, SessionEnd> = {
  ACCOUNT_DISABLED: 'disabled',
  SESSION_REVOKED: 'revoked',
  SESSION_IDLE: 'inactive',
  SESSION_MAX_AGE: 'maxAge',
};

/** The API ended the session (a disabled account, revoked sessions, idle or too old): no refresh can help. */
function endedByServer(error: unknown): SessionEnd | undefined {
  if (!(error instanceof ApiError) || error.status !== 401) return undefined;
  return SERVER_ENDS[error.code];
}

export async function authenticatedRequest<Id extends RouteId>(
  routeId: Id,
  options: ApiRequestOptions<Id> = {} as ApiRequestOptions<Id>,
): Promise<ApiResponse<Id>> {
  const token = await accessTokenForRequest().catch(() => {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  });
  if (!token) throw sessionExpired();
  try {
    return await send(routeId, options, token.value);
  } catch (error) {
    const ended = endedByServer(error);
    if (ended) {
      void expireSession(ended);
      throw error;
    }
    if (!isUnauthorized(error)) throw error;
  }
  const refreshed = await refreshAccessToken().catch(() => {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  });
  if (!refreshed) throw sessionExpired();
  try {
    return await send(routeId, options, refreshed.value);
  } catch (error) {
    // Refreshed and still refused: the session is no good.
    if (isUnauthorized(error)) {
      void expireSession(endedByServer(error));
      throw sessionExpired();
    }
    throw error;
  }
}
