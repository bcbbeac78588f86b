import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { getSystemHealth } from '../../use-cases/admin/get-system-health';

export const handler = httpRoute(adminSystemRoutes, 'getSystemHealth', () => getSystemHealth());
