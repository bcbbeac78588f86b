import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { getProfile } from '../../use-cases/account/get-profile';

export const handler = httpRoute(accountRoutes, 'getProfile', ({ caller }) => getProfile({ caller }));
