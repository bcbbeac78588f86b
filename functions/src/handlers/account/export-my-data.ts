import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { exportMyData } from '../../use-cases/account/export-my-data';

export const handler = httpRoute(accountRoutes, 'exportMyData', ({ caller }) => exportMyData({ caller }));
