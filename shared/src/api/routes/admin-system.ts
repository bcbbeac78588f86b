/**
 * System health for /admin/settings. Part of the admin area of the route manifest (see ./admin.ts
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
} satisfies Record<string, RouteDef>;
