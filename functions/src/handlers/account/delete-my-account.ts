import { accountRoutes } from '@lunia/shared/api/routes/account';
import { bearerToken } from '../../lib/http/bearer-token';
import { httpRoute } from '../../lib/http/http-route';
import { deleteMyAccount } from '../../use-cases/account/delete-my-account';

export const handler = httpRoute(accountRoutes, 'deleteMyAccount', ({ caller, body, event }) =>
  deleteMyAccount({ caller, accessToken: bearerToken(event), password: body.password }),
);
