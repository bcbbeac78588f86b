/**
 * The audit log (issue 14). Part of the admin area of the route manifest (see ./admin.ts and
 * ../routes.ts); a group of its own so its handler bundles only its schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as audit from '../schemas/admin-audit';

export const adminAuditRoutes = {
  listAuditEvents: r({
    method: 'GET',
    path: '/api/admin/audit-events',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-audit-events',
    needs: ['table:read'],
    summary:
      'Every recorded state change, newest first: by actor, target type, action and date range (a page may be short and still have a cursor: each request reads a bounded number of items)',
    spec: 'portal-and-admin §2 admin back office; issue 14 audit log',
    query: audit.auditEventsQuery,
    response: audit.auditEventsResponse,
  }),
} satisfies Record<string, RouteDef>;
