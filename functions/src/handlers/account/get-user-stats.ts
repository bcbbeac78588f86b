import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { getUserStats } from '../../use-cases/account/get-user-stats';

export const handler = httpRoute(accountRoutes, 'getUserStats', ({ caller }) => getUserStats({ caller }));
