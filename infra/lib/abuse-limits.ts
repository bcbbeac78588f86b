/**
 * Which routes need tighter abuse limits than the stage default, derived from the route manifest so
 * no path is written twice: the API stage's per-route throttles (api-stage-stack.ts) and the
 * CloudFront WAF's per-IP rate rule (web-acl.ts) both read this list.
 *
 * - `public-form`: anyone may call it (access `public`), e.g. the contact and partner forms and
 *   registration.
 * - `signed-webhook`: public, but the body is a provider's signed webhook (`rawBody`), retried by
 *   the provider from a few addresses: bounded, but not by the per-IP form limit. The e-mail
 *   unsubscribe link's two routes (issue 39, `html`) are in it too: they act only on a signed token, and
 *   RFC 8058's one-click POSTs come from the mail providers' few servers, for all their users at once.
 * - `module-redemption`: public, but every request is signed with a module's secret and the use case
 *   counts each module's allowance; modules redeem every sign-in from a few server addresses, so the
 *   per-IP form limit would lock a module out on a busy morning. Its own per-IP WAF rule is generous.
 * - `sends-mail`: a signed-in route that queues e-mail or creates/changes a Cognito user (e-mail
 *   verification codes, invitations, registration): a caller must not turn it into a mail cannon.
 *   Admin-only routes are left to the stage default (admins are few, with MFA).
 */
import type { RouteDef, RouteId } from '../../shared/src/api/routes';

export type AbuseClass = 'public-form' | 'signed-webhook' | 'module-redemption' | 'sends-mail';

const MAIL_OR_ACCOUNT_NEEDS = new Set(['queue:mail:send', 'mail:send', 'users:create', 'users:update-attributes']);

export function abuseClassOf(route: RouteDef): AbuseClass | undefined {
  if (route.access === 'public') {
    if (route.rawBody || route.html) return 'signed-webhook';
    // Signed with a module's secret (HMAC): the use case counts each module's own allowance.
    return route.needs?.includes('secrets:module-signing:read') ? 'module-redemption' : 'public-form';
  }
  if (route.access === 'admin' || route.access === 'super-admin') return undefined;
  return (route.needs ?? []).some((need) => MAIL_OR_ACCOUNT_NEEDS.has(need)) ? 'sends-mail' : undefined;
}

/**
 * API Gateway throttles count all callers together, so a tight one lets one abuser lock every honest
 * caller of the route out. Since issue 25 they sit far above normal peaks
 * (docs/decisions/0053-abuse-limits-and-admin-mfa-every-request.md has the figures): they only cap the bill and keep
 * one flooded route from starving the rest. The protection against one abuser is per IP (the WAF's rules below, the
 * public forms' per-IP window) and per account (invitations a day, e-mail codes, the resend cooldown), where one
 * abuser meets only their own limit.
 */
export interface Throttle {
  /** Steady requests per second, over all callers together (API Gateway throttles are not per IP). */
  rateLimit: number;
  burstLimit: number;
}

/**
 * The `$default` stage: about 50 times the busiest expected minute (20 requests/s), so a runaway
 * client or a flood cannot run up the bill without end, yet no honest burst ever meets it. Per-route
 * limits below are lower, so a flood of form posts leaves the rest of the API its headroom.
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 1000, burstLimit: 2000 };

export const ROUTE_THROTTLES: Record<AbuseClass, Throttle> = {
  // Normal peak: under 1 form post per second (a campaign day). One IP gets 50 per 5 minutes from the WAF.
  'public-form': { rateLimit: 100, burstLimit: 200 },
  // Stripe delivers events one by one and retries with backoff; bursts follow a batch of renewals.
  'signed-webhook': { rateLimit: 100, burstLimit: 200 },
  // Every module together; each module's own limit is 10/s (REDEMPTIONS_PER_MINUTE in the use case).
  'module-redemption': { rateLimit: 100, burstLimit: 200 },
  // Normal peak: a few per second (invites, codes); each account has its own daily limits.
  'sends-mail': { rateLimit: 100, burstLimit: 200 },
};

/**
 * WAF rate rules, per client IP over a 5-minute window (WAF's `EvaluationWindowSec`). The tight one
 * covers public forms and mail-sending routes; the general one every request to the distribution
 * (pages, assets and API), generous enough for a pharmacy's staff behind one NAT address.
 */
export const WAF_RATE_WINDOW_SECONDS = 300;
export const WAF_RATE_LIMITS = { abuseProne: 50, moduleRedemption: 10_000, perIp: 2000 } as const;

export interface LimitedRoute {
  routeId: RouteId;
  method: RouteDef['method'];
  path: string;
  abuseClass: AbuseClass;
}

/** The implemented routes with their own limits, in manifest order. */
export function limitedRoutes(routes: [RouteId, RouteDef][]): LimitedRoute[] {
  return routes.flatMap(([routeId, route]) => {
    const abuseClass = route.status === 'implemented' ? abuseClassOf(route) : undefined;
    return abuseClass ? [{ routeId, method: route.method, path: route.path, abuseClass }] : [];
  });
}

/** `/api/orgs/{orgId}/invites` → `^/api/orgs/[^/]+/invites$` (a path parameter is one non-empty segment). */
export function pathPattern(path: string): string {
  const escaped = path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return `^${escaped}/?$`;
}
