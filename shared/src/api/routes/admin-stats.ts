/**
 * Admin dashboard and module counters. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts); a group of
 * its own so a handler bundles only the schemas its group uses.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as stats from '../schemas/admin-stats';

export const adminStatsRoutes = {
  getAdminStats: r({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-admin-stats',
    needs: ['table:read'],
    summary: 'Admin dashboard counters',
    spec: 'portal-and-admin §7 admin stats',
    response: stats.adminStatsResponse,
  }),
  getModuleStats: r({
    method: 'GET',
    path: '/api/admin/modules/stats',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-module-stats',
    needs: ['table:read'],
    summary: 'Per-module status and user counts',
    spec: 'portal-and-admin §7 module stats',
    response: stats.moduleStatsResponse,
  }),
} satisfies Record<string, RouteDef>;
