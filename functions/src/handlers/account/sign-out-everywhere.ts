import { accountRoutes } from '@lunia/shared/api/routes/account';
import { bearerToken } from '../../lib/http/bearer-token';
import { httpRoute } from '../../lib/http/http-route';
import { signOutEverywhere } from '../../use-cases/account/sign-out-everywhere';

export const handler = httpRoute(accountRoutes, 'signOutEverywhere', ({ caller, event }) =>
  signOutEverywhere({ caller, accessToken: bearerToken(event) }),
);
