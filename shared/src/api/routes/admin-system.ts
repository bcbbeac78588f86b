/**
 * System health and maintenance (the counter recount, the index backfill) for /admin/settings. Part of the admin area of the route manifest (see ./admin.ts
 * and ../routes.ts); a group of its own so its handler bundles only its schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as system from '../schemas/admin-system';

export const adminSystemRoutes = {
  getSystemHealth: r({
    method: 'GET',
    path: '/api/admin/system-health',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-system-health',
    needs: ['table:read', 'queue:mail:status', 'queue:reminders:status'],
    summary: 'Queue depths, dead letters, last table-stream event and mail sent today',
    spec: 'portal-and-admin §2 /admin/settings (System Health)',
    response: system.systemHealthResponse,
  }),
  startCounterRecount: r({
    method: 'POST',
    path: '/api/admin/maintenance/counter-recount',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/start-counter-recount',
    // Read: the caller's name; Put: the job (the table stream queues its first step).
    needs: ['table:read', 'table:put'],
    summary: 'Start a recount of every counter from the table (a maintenance job; answers at once)',
    spec: 'portal-and-admin §2 /admin/settings (maintenance); issue 13 counters drift',
    response: system.startCounterRecountResponse,
    successStatus: 202,
  }),
  getCounterRecount: r({
    method: 'GET',
    path: '/api/admin/maintenance/counter-recount/{jobId}',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/get-counter-recount',
    needs: ['table:read'],
    summary: "A counter recount's progress and result: what it corrected",
    spec: 'portal-and-admin §2 /admin/settings (maintenance); issue 13 counters drift',
    response: system.counterRecountResponse,
  }),
  startIndexBackfill: r({
    method: 'POST',
    path: '/api/admin/maintenance/index-backfill',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/start-index-backfill',
    // Read: the caller's name; Put: the job (the table stream queues its first step).
    needs: ['table:read', 'table:put'],
    summary:
      'Start the backfill of the sharded expiry index and the owner review trail (a maintenance job; answers at once)',
    spec: 'portal-and-admin §2 /admin/settings (maintenance); issues 27–28 index changes',
    response: system.startIndexBackfillResponse,
    successStatus: 202,
  }),
  getIndexBackfill: r({
    method: 'GET',
    path: '/api/admin/maintenance/index-backfill/{jobId}',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/get-index-backfill',
    needs: ['table:read'],
    summary: "An index backfill's progress: items examined and rewritten in each phase",
    spec: 'portal-and-admin §2 /admin/settings (maintenance); issues 27–28 index changes',
    response: system.indexBackfillResponse,
  }),
  runExpiryCheck: r({
    method: 'POST',
    path: '/api/admin/maintenance/expiry-check',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/run-expiry-check',
    // Claims (conditional Puts) and fallbacks; the table stream queues the e-mails from the claims.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "Run today's expiry check now (the daily job): reminders at 60/30/7/0 days and status fallbacks",
    spec: 'issue 14 license expiry',
    response: system.expiryRunResponse,
  }),
} satisfies Record<string, RouteDef>;
