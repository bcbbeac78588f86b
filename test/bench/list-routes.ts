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

/** A call as the bench caller or the admin; `query` without `?`. */
const asCaller = (label: string, route: RouteId, query?: string): MeasuredCall => ({
  label,
  route,
  as: 'caller',
  ...(query ? { query } : {}),
});
const asAdmin = (label: string, route: RouteId, query?: string, boundRcu?: number): MeasuredCall => ({
  label,
  route,
  as: 'admin',
  ...(query ? { query } : {}),
  ...(boundRcu ? { boundRcu } : {}),
});

/**
 * Every list call measured, as the pages send them (first page, default page size). Filters are
 * chosen to match bench rows (the usual case); `boundRcu` rows add filters that match nothing.
 */
export const MEASURED_CALLS: MeasuredCall[] = [
  // The caller's own lists (same size in both runs).
  asCaller('profile (my organizations, expired documents)', 'getProfile'),
  asCaller('my documents', 'listMyDocuments'),
  asCaller('document timeline', 'getDocumentTimeline'),
  asCaller('my organizations', 'listMyOrganizations'),
  asCaller('my invitations', 'listMyInvitations'),
  asCaller('organization documents', 'listOrganizationDocuments'),
  asCaller('organization activity', 'listOrganizationActivity'),
  asCaller('organization activity, action filter', 'listOrganizationActivity', 'action=location_created'),
  asCaller('organization billing (payments)', 'getOrganizationBilling'),
  asCaller('locations', 'listLocations'),
  asCaller('organization members', 'listOrganizationMembers'),
  asCaller('organization invites', 'listOrganizationInvites'),
  asCaller('organization invites, pending', 'listOrganizationInvites', 'status=PENDING'),
  asCaller('credential types (catalogue + rules item)', 'listCredentialTypes'),
  asCaller('my continuing education', 'listContinuingEducation'),
  asCaller('my verification links', 'listVerificationLinks'),
  // Admin lists (the whole table's rows).
  asAdmin('admin users, all', 'listAdminUsers'),
  asAdmin('admin users, status filter', 'listAdminUsers', 'status=not_submitted'),
  asAdmin('admin users, search', 'listAdminUsers', 'search=bench'),
  asAdmin('admin users, role filter', 'listAdminUsers', 'role=super_admin'),
  asAdmin('admin users, search + status', 'listAdminUsers', 'search=bench&status=not_submitted'),
  asAdmin('admin user detail', 'getAdminUser'),
  asAdmin('awaiting final approval', 'listAwaitingFinalApproval'),
  asAdmin('reminder recipients', 'listReminderRecipients'),
  asAdmin('reminder jobs', 'listReminderJobs'),
  asAdmin('extension orders', 'listExtensionOrders'),
  asAdmin('e-mail suppressions', 'listEmailSuppressions'),
  asAdmin('legal name changes to review', 'listNameChanges'),
  asAdmin('admin organizations, all', 'listAdminOrganizations'),
  asAdmin('admin organizations, status', 'listAdminOrganizations', 'status=pending'),
  asAdmin('admin organizations, search', 'listAdminOrganizations', 'search=bench'),
  asAdmin('review queue, all', 'listAdminDocuments'),
  asAdmin('review queue, pending', 'listAdminDocuments', 'status=pending'),
  asAdmin('review queue, verified', 'listAdminDocuments', 'status=verified'),
  asAdmin('review queue, denied', 'listAdminDocuments', 'status=denied'),
  asAdmin('review queue, type', 'listAdminDocuments', 'type=pharmacist_license'),
  asAdmin('review queue, type + pending', 'listAdminDocuments', 'type=college_license&status=pending'),
  asAdmin('review queue, search', 'listAdminDocuments', 'search=bench'),
  asAdmin('review queue, search (no match)', 'listAdminDocuments', 'search=zz-none', REVIEW_QUEUE_BOUND_RCU),
  asAdmin('organization queue, all', 'listAdminOrganizationDocuments'),
  asAdmin('organization queue, pending', 'listAdminOrganizationDocuments', 'status=pending'),
  asAdmin('organization queue, type', 'listAdminOrganizationDocuments', 'type=pharmacy_license'),
  asAdmin('organization queue, search', 'listAdminOrganizationDocuments', 'search=bench'),
  asAdmin('expiring soon (60 days)', 'listExpiringDocuments'),
  asAdmin('expiring soon (7 days)', 'listExpiringDocuments', 'days=7'),
  asAdmin('audit log, all', 'listAuditEvents'),
  asAdmin('audit log, target type', 'listAuditEvents', 'targetType=DOCUMENT'),
  asAdmin('audit log, action', 'listAuditEvents', 'action=submitted_for_review'),
  asAdmin('audit log, actor', 'listAuditEvents', 'actorId={userId}'),
  asAdmin('audit log, action (no match)', 'listAuditEvents', 'action=plan_canceled', AUDIT_LOG_BOUND_RCU),
  asAdmin('system health (queues)', 'getSystemHealth'),
  // Not a list, kept from the admin bench: the counters behind the dashboard.
  asAdmin('admin stats', 'getAdminStats'),
];

/** List routes deliberately not measured, with the reason. */
export const EXCLUDED_LIST_ROUTES: Partial<Record<RouteId, string>> = {
  exportMyData:
    "reads every item about one person (their own partition, their documents' and their audit events' index partitions); its cost grows with that person's history, never with the table, and it is limited to 3 an hour",
  getAdminOrganization:
    "one organization's detail: its locations come from one Query of the organization's own partition (at most the plan's location limit), never a read that grows with the table",
};

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
