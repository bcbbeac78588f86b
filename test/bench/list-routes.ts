/**
 * Which routes the read-capacity bench measures, derived from the route manifest: every implemented
 * GET whose response carries a list (an array at its top level) is measured here, or excluded with
 * the reason. `unaccountedListRoutes()` names any that is neither, so a new list route cannot be
 * forgotten: the bench refuses to run, and test/integration/bench-list-routes.test.ts fails.
 */
import { implementedRoutes, type RouteId } from '@lunia/shared/api/routes';

/** Who sends a measured request: the demo super admin, or the bench caller (its own data is fixed). */
export type BenchCaller = 'admin' | 'caller';

/** The ids a measured call may need in its path, from the bench fixture. */
export interface BenchIds {
  /** The caller's organization (also sent as the active organization). */
  orgId: string;
  /** One of the caller's documents (it has a timeline). */
  documentId: string;
  /** The caller's user id. */
  userId: string;
}

export interface MeasuredCall {
  label: string;
  route: RouteId;
  as: BenchCaller;
  /** Query string without `?`. */
  query?: string;
  /**
   * A filter that matches none of the bench rows: the read examines up to the route's per-request
   * bound (1,000 items per index partition) rather than a page, so its cost grows with the table
   * until that bound. Judged against the read units of that bound, not the ratio.
   */
  boundRcu?: number;
}

/**
 * 1,000 examined bench documents (about 1 KB each, 0.125 read unit per item read eventually
 * consistent) in each of the three status partitions of "all" (data/documents.ts
 * MAX_EXAMINED_PER_PARTITION), with the owners and counters of the page.
 */
const REVIEW_QUEUE_BOUND_RCU = 400;
/** 1,000 examined audit events (steps/audit-log.ts MAX_EXAMINED), under 0.1 read unit each. */
const AUDIT_LOG_BOUND_RCU = 100;

/**
 * Every list call measured, as the pages send them (first page, default page size). Filters are
 * chosen to match bench rows (the usual case); `boundRcu` rows add filters that match nothing.
 */
export const MEASURED_CALLS: MeasuredCall[] = [
  // The caller's own lists (same size in both runs).
  { label: 'profile (my organizations, expired documents)', route: 'getProfile', as: 'caller' },
  { label: 'my documents', route: 'listMyDocuments', as: 'caller' },
  { label: 'document timeline', route: 'getDocumentTimeline', as: 'caller' },
  { label: 'my organizations', route: 'listMyOrganizations', as: 'caller' },
  { label: 'my invitations', route: 'listMyInvitations', as: 'caller' },
  { label: 'organization documents', route: 'listOrganizationDocuments', as: 'caller' },
  { label: 'organization activity', route: 'listOrganizationActivity', as: 'caller' },
  {
    label: 'organization activity, action filter',
    route: 'listOrganizationActivity',
    as: 'caller',
    query: 'action=location_created',
  },
  { label: 'organization billing (payments)', route: 'getOrganizationBilling', as: 'caller' },
  { label: 'locations', route: 'listLocations', as: 'caller' },
  { label: 'organization members', route: 'listOrganizationMembers', as: 'caller' },
  { label: 'organization invites', route: 'listOrganizationInvites', as: 'caller' },
  { label: 'organization invites, pending', route: 'listOrganizationInvites', as: 'caller', query: 'status=PENDING' },
  // Admin lists (the whole table's rows).
  { label: 'admin users, all', route: 'listAdminUsers', as: 'admin' },
  { label: 'admin users, status filter', route: 'listAdminUsers', as: 'admin', query: 'status=not_submitted' },
  { label: 'admin users, search', route: 'listAdminUsers', as: 'admin', query: 'search=bench' },
  { label: 'admin users, role filter', route: 'listAdminUsers', as: 'admin', query: 'role=super_admin' },
  {
    label: 'admin users, search + status',
    route: 'listAdminUsers',
    as: 'admin',
    query: 'search=bench&status=not_submitted',
  },
  { label: 'admin user detail', route: 'getAdminUser', as: 'admin' },
  { label: 'awaiting final approval', route: 'listAwaitingFinalApproval', as: 'admin' },
  { label: 'reminder recipients', route: 'listReminderRecipients', as: 'admin' },
  { label: 'reminder jobs', route: 'listReminderJobs', as: 'admin' },
  { label: 'admin organizations, all', route: 'listAdminOrganizations', as: 'admin' },
  { label: 'admin organizations, status', route: 'listAdminOrganizations', as: 'admin', query: 'status=pending' },
  { label: 'admin organizations, search', route: 'listAdminOrganizations', as: 'admin', query: 'search=bench' },
  { label: 'review queue, all', route: 'listAdminDocuments', as: 'admin' },
  { label: 'review queue, pending', route: 'listAdminDocuments', as: 'admin', query: 'status=pending' },
  { label: 'review queue, verified', route: 'listAdminDocuments', as: 'admin', query: 'status=verified' },
  { label: 'review queue, denied', route: 'listAdminDocuments', as: 'admin', query: 'status=denied' },
  { label: 'review queue, type', route: 'listAdminDocuments', as: 'admin', query: 'type=pharmacist_license' },
  {
    label: 'review queue, type + pending',
    route: 'listAdminDocuments',
    as: 'admin',
    query: 'type=college_license&status=pending',
  },
  { label: 'review queue, search', route: 'listAdminDocuments', as: 'admin', query: 'search=bench' },
  {
    label: 'review queue, search (no match)',
    route: 'listAdminDocuments',
    as: 'admin',
    query: 'search=zz-none',
    boundRcu: REVIEW_QUEUE_BOUND_RCU,
  },
  { label: 'organization queue, all', route: 'listAdminOrganizationDocuments', as: 'admin' },
  {
    label: 'organization queue, pending',
    route: 'listAdminOrganizationDocuments',
    as: 'admin',
    query: 'status=pending',
  },
  {
    label: 'organization queue, type',
    route: 'listAdminOrganizationDocuments',
    as: 'admin',
    query: 'type=pharmacy_license',
  },
  {
    label: 'organization queue, search',
    route: 'listAdminOrganizationDocuments',
    as: 'admin',
    query: 'search=bench',
  },
  { label: 'expiring soon (60 days)', route: 'listExpiringDocuments', as: 'admin' },
  { label: 'expiring soon (7 days)', route: 'listExpiringDocuments', as: 'admin', query: 'days=7' },
  { label: 'audit log, all', route: 'listAuditEvents', as: 'admin' },
  { label: 'audit log, target type', route: 'listAuditEvents', as: 'admin', query: 'targetType=DOCUMENT' },
  { label: 'audit log, action', route: 'listAuditEvents', as: 'admin', query: 'action=submitted_for_review' },
  { label: 'audit log, actor', route: 'listAuditEvents', as: 'admin', query: 'actorId={userId}' },
  {
    label: 'audit log, action (no match)',
    route: 'listAuditEvents',
    as: 'admin',
    query: 'action=plan_canceled',
    boundRcu: AUDIT_LOG_BOUND_RCU,
  },
  { label: 'system health (queues)', route: 'getSystemHealth', as: 'admin' },
  // Not a list, kept from the admin bench: the counters behind the dashboard.
  { label: 'admin stats', route: 'getAdminStats', as: 'admin' },
];

/** List routes deliberately not measured, with the reason. */
export const EXCLUDED_LIST_ROUTES: Partial<Record<RouteId, string>> = {};

// biome-ignore lint/suspicious/noExplicitAny: walking zod/mini's internal definition.
type ZodDef = { type?: string; innerType?: { _zod: { def: ZodDef } }; shape?: Record<string, any> };

const defOf = (schema: unknown): ZodDef => (schema as { _zod?: { def?: ZodDef } })?._zod?.def ?? {};

/** The schema under optional/nullable/default wrappers. */
function unwrap(schema: unknown): ZodDef {
  let def = defOf(schema);
  while (def.innerType) def = def.innerType._zod.def;
  return def;
}

/** Whether a response schema is an array or an object with an array field (a list). */
export function returnsList(response: unknown): boolean {
  const def = unwrap(response);
  if (def.type === 'array') return true;
  if (def.type !== 'object' || !def.shape) return false;
  return Object.values(def.shape).some((field) => unwrap(field).type === 'array');
}

/** Implemented GET routes that return a list. */
export function manifestListRoutes(): RouteId[] {
  return implementedRoutes.filter(([, def]) => def.method === 'GET' && returnsList(def.response)).map(([id]) => id);
}

/**
 * List routes neither measured nor excluded (must be empty), and routes measured or excluded here
 * that the manifest no longer implements (stale, must be empty).
 */
export function unaccountedListRoutes(): { missing: RouteId[]; stale: string[] } {
  const measured = new Set<string>(MEASURED_CALLS.map((call) => call.route));
  const excluded = new Set<string>(Object.keys(EXCLUDED_LIST_ROUTES));
  const implemented = new Set<string>(implementedRoutes.map(([id]) => id));
  return {
    missing: manifestListRoutes().filter((id) => !measured.has(id) && !excluded.has(id)),
    stale: [...measured, ...excluded].filter((id) => !implemented.has(id)),
  };
}
