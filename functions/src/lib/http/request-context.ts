import { ACTIVE_ORG_HEADER } from '@lunia/shared/api/headers';
// Every id in a path or the active-organization header, and the one parameter that is an address.
import { EMAIL_PARAMETER, EMAIL_PARAMETER_NAME, ID_PATTERN } from '@lunia/shared/api/path-parameters';
import type { Access } from '@lunia/shared/api/routes';
import { ADMIN_GROUPS, type GlobalRole } from '@lunia/shared/domain/constants';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { AppError } from '@lunia/shared/errors';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { getMembershipAndOrganizationDeletion } from '../../data/memberships';
import { touchSession } from '../../data/session-activity';
import { endAllSessions, getSessionPolicyCached, type SessionPolicy } from '../../data/session-policy';
import type { Caller, OrgScope } from '../../domain/caller';
import { adminSessionTooOld, sessionKeyOf, signedInAfterEnrolment } from '../../domain/session-limits';
import { adminMfaStep, authenticatorEnrolled, forgetAuthenticatorState } from '../aws/cognito-mfa-state';
import { env } from '../env';
import { logger } from '../logger';

export type { Caller, OrgScope };

/**
 * API Gateway renders array claims as "[a b]" strings; the local gateway does the same.
 * Accept both that form and a real array.
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.length === 0) return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * The caller of a request, from the claims the JWT authorizer verified. Only access tokens count: API
 * Gateway's JWT authorizer also accepts a Cognito ID token (its `aud` is the client id), so the check
 * is here, where AWS and the local gateway agree; an ID token is treated as no token (401).
 */
export function callerFromEvent(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | undefined {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (claims?.token_use !== 'access') return undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) return undefined;
  const groups = parseGroups(claims?.['cognito:groups']);
  const globalRole: GlobalRole = groups.includes('super_admin')
    ? 'super_admin'
    : groups.includes('support')
      ? 'support'
      : 'user';
  // When the session signed in: Cognito keeps `auth_time` across refreshes; `iat` is the fallback.
  const authTime = Number(claims?.auth_time ?? claims?.iat);
  const originJti = claims?.origin_jti;
  return {
    userId: sub,
    authTime: Number.isFinite(authTime) ? authTime : 0,
    ...(typeof originJti === 'string' && originJti.length > 0 ? { sessionId: originJti } : {}),
    email: typeof claims?.email === 'string' ? claims.email : undefined,
    groups,
    globalRole,
    isAdmin: groups.some((g) => (ADMIN_GROUPS as readonly string[]).includes(g)),
  };
}

function checkId(name: string, value: unknown): void {
  if (name === EMAIL_PARAMETER_NAME && typeof value === 'string' && EMAIL_PARAMETER.test(value)) return;
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${name} is invalid: it must be 1 to 64 letters, digits, hyphens or underscores.`,
      name,
    );
  }
}

/**
 * Checks every path parameter before anything reads the table with it: an id that is too long or
 * has other characters is a 400 naming the parameter, never a key DynamoDB refuses (a 500).
 */
export function validatePathParameters(event: APIGatewayProxyEventV2WithJWTAuthorizer): Record<string, string> {
  const params = event.pathParameters ?? {};
  for (const [name, value] of Object.entries(params)) checkId(name, value);
  return params as Record<string, string>;
}

/** The organization a request names: the path's orgId, else the active-organization header. */
export function requestedOrgId(event: APIGatewayProxyEventV2WithJWTAuthorizer): string | undefined {
  const fromPath = event.pathParameters?.orgId;
  if (fromPath) return fromPath;
  const headers = event.headers ?? {};
  const fromHeader = headers[ACTIVE_ORG_HEADER] ?? headers[ACTIVE_ORG_HEADER.toUpperCase()];
  return fromHeader || undefined;
}

/**
 * The account's session policy (data/session-policy.ts, cached a few seconds per container), then the
 * session's own limits (issue 38). Every account has a policy: a token of one without (or of a deleted
 * account, whose policy is its tombstone) is refused, the check fails closed. A disabled account or a
 * session that began before its sessions were ended is refused with a 401 the web turns into "signed
 * out, and why"; an account whose registration waits for its e-mail code is refused with 403
 * EMAIL_NOT_CONFIRMED (the web opens the confirm step); the back office needs an authenticator app
 * enrolled before this session signed in. Last, the idle and age limits (domain/session-limits.ts).
 */
async function checkSession(caller: Caller, adminRoute: boolean, nowMs: number): Promise<void> {
  const policy = await getSessionPolicyCached(caller.userId);
  if (!policy.exists || policy.deletedAt) throw new AppError('SESSION_REVOKED');
  if (policy.disabled) throw new AppError('ACCOUNT_DISABLED');
  if (policy.revokedBefore !== null && caller.authTime < policy.revokedBefore) throw new AppError('SESSION_REVOKED');
  // A registration whose e-mail code was never entered can do nothing yet (issue 25).
  if (policy.registrationPendingSince) throw new AppError('EMAIL_NOT_CONFIRMED');
  if (adminRoute) await checkAdminMfa(caller, policy);
  if (caller.isAdmin && adminSessionTooOld(caller.authTime, nowMs)) throw new AppError('SESSION_MAX_AGE');
  const activity = await touchSession({
    userId: caller.userId,
    sessionKey: sessionKeyOf(caller),
    authTime: caller.authTime,
    isAdmin: caller.isAdmin,
    nowMs,
  });
  if (activity === 'idle') throw new AppError('SESSION_IDLE');
}

/**
 * Every admin request (issues 25 and 38): the account recorded an authenticator app (confirmMfaEnrolment),
 * this session signed in after that (so Cognito asked it for the code), and Cognito still has it
 * (lib/aws/cognito-mfa-state.ts, cached at most 5 minutes per user). An authenticator removed in Cognito
 * is recorded as a removal, which ends every session of the account: the admin signs in again and
 * enrols again. The seeded demo admins' exemption (`mfaExempt`) counts only where Cognito is the local
 * stand-in. When Cognito does not answer, the request is refused (503), never let through.
 */
async function checkAdminMfa(caller: Caller, policy: SessionPolicy): Promise<void> {
  const step = adminMfaStep(policy, env.endpoint('cognito') !== undefined);
  if (step === 'exempt') return;
  if (step === 'refuse' || !policy.mfaEnrolledAt) throw new AppError('MFA_ENROLMENT_REQUIRED');
  if (!signedInAfterEnrolment(caller.authTime, policy.mfaEnrolledAt)) throw new AppError('SESSION_REVOKED');
  let enrolled: boolean;
  try {
    enrolled = await authenticatorEnrolled(caller.userId);
    // A "not enrolled" kept from before a re-enrolment must not be taken for a removal: ask again.
    if (!enrolled) {
      forgetAuthenticatorState(caller.userId);
      enrolled = await authenticatorEnrolled(caller.userId);
    }
  } catch (error) {
    logger.warn('Could not read the MFA state of an admin from Cognito', { error: error as Error });
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  if (enrolled) return;
  await endAllSessions(caller.userId, new Date(), 'mfa_removed');
  logger.info('Authenticator removed in Cognito: every session of the admin ended', { userId: caller.userId });
  throw new AppError('SESSION_REVOKED');
}

/**
 * Enforces a route's access level. The JWT authorizer has already checked the token for every
 * non-public route; this adds group checks and organization membership read from the table.
 */
export async function authorize(
  access: Access,
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  nowMs = Date.now(),
): Promise<{ caller: Caller | undefined; org: OrgScope | undefined }> {
  if (access === 'public') return { caller: callerFromEvent(event), org: undefined };
  const caller = callerFromEvent(event);
  if (!caller) throw new AppError('UNAUTHENTICATED');
  if (access === 'admin' && !caller.isAdmin) throw new AppError('FORBIDDEN');
  if (access === 'super-admin' && caller.globalRole !== 'super_admin') throw new AppError('FORBIDDEN');
  const orgRoute = access === 'org-member' || access === 'org-admin';
  const orgId = orgRoute ? requestedOrgId(event) : undefined;
  if (orgRoute) {
    if (!orgId)
      throw new AppError('VALIDATION_FAILED', 'Please select a pharmacy organization first.', ACTIVE_ORG_HEADER);
    checkId(ACTIVE_ORG_HEADER, orgId);
  }
  await checkSession(caller, access === 'admin' || access === 'super-admin', nowMs);
  if (orgRoute && orgId) {
    const { membership, orgDeletedAt: deletedAt } = await getMembershipAndOrganizationDeletion(orgId, caller.userId);
    if (!membership) throw new AppError('NOT_A_MEMBER');
    // A deleted organization (issue 24) is gone for its former members, from the moment it is marked.
    if (membership.orgDeletedAt || deletedAt) throw new AppError('NOT_FOUND', 'Organization not found.');
    if (access === 'org-admin' && !isOrganizationOwnerOrAdmin(membership.role)) {
      throw new AppError('FORBIDDEN', 'Only the organization owner or an admin can do this.');
    }
    return { caller, org: { orgId, role: membership.role } };
  }
  return { caller, org: undefined };
}
