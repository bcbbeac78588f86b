/**
 * Which routes need tighter abuse limits than the stage default, derived from the route manifest so
 * no path is written twice: the API stage's per-route throttles (api-stage-stack.ts) and the
 * CloudFront WAF's per-IP rate rule (web-acl.ts) both read this list.
 *
 * - `public-form`: anyone may call it (access `public`), e.g. the contact and partner forms and
 *   registration.
 * - `signed-webhook`: public, but the body is a provider's signed webhook (`rawBody`), retried by
 *   the provider from a few addresses: bounded, but not by the per-IP form limit.
 * - `sends-mail`: a signed-in route that queues e-mail or creates/changes a Cognito user (e-mail
 *   verification codes, invitations, registration): a caller must not turn it into a mail cannon.
 *   Admin-only routes are left to the stage default (admins are few, with MFA).
 */
import type { RouteDef, RouteId } from '../../shared/src/api/routes';

export type AbuseClass = 'public-form' | 'signed-webhook' | 'sends-mail';

const MAIL_OR_ACCOUNT_NEEDS = new Set(['queue:mail:send', 'mail:send', 'users:create', 'users:update-attributes']);

export function abuseClassOf(route: RouteDef): AbuseClass | undefined {
  if (route.access === 'public') return route.rawBody ? 'signed-webhook' : 'public-form';
  if (route.access === 'admin' || route.access === 'super-admin') return undefined;
  return (route.needs ?? []).some((need) => MAIL_OR_ACCOUNT_NEEDS.has(need)) ? 'sends-mail' : undefined;
}

export interface Throttle {
  /** Steady requests per second, over all callers together (API Gateway throttles are not per IP). */
  rateLimit: number;
  burstLimit: number;
}

/**
 * The `$default` stage: a runaway client or a flood on one route cannot run up the bill. Per-route
 * limits below are far lower, so a flood of form posts leaves the rest of the API its headroom.
 */
export const STAGE_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

export const ROUTE_THROTTLES: Record<AbuseClass, Throttle> = {
  'public-form': { rateLimit: 5, burstLimit: 10 },
  // Stripe delivers events one by one and retries with backoff; bursts follow a batch of renewals.
  'signed-webhook': { rateLimit: 10, burstLimit: 20 },
  'sends-mail': { rateLimit: 5, burstLimit: 10 },
};

/**
 * WAF rate rules, per client IP over a 5-minute window (WAF's `EvaluationWindowSec`). The tight one
 * covers public forms and mail-sending routes; the general one every request to the distribution
 * (pages, assets and API), generous enough for a pharmacy's staff behind one NAT address.
 */
export const WAF_RATE_WINDOW_SECONDS = 300;
export const WAF_RATE_LIMITS = { abuseProne: 50, perIp: 2000 } as const;

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
