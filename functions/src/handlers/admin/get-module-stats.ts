import { adminStatsRoutes } from '@lunia/shared/api/routes/admin-stats';
import { httpRoute } from '../../lib/http/http-route';
import { getModuleStats } from '../../use-cases/admin/get-module-stats';

export const handler = httpRoute(adminStatsRoutes, 'getModuleStats', () => getModuleStats());
