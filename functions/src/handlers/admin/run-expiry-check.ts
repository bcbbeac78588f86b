import { adminSystemRoutes } from '@lunia/shared/api/routes/admin-system';
import { httpRoute } from '../../lib/http/http-route';
import { runExpiryCheck } from '../../use-cases/admin/run-expiry-check';

export const handler = httpRoute(adminSystemRoutes, 'runExpiryCheck', () => runExpiryCheck());
