import { accountRoutes } from '@lunia/shared/api/routes/account';
import { bearerToken } from '../../lib/http/bearer-token';
import { httpRoute } from '../../lib/http/http-route';
import { changePassword } from '../../use-cases/account/change-password';

export const handler = httpRoute(accountRoutes, 'changePassword', ({ caller, body, event }) =>
  changePassword({
    caller,
    accessToken: bearerToken(event),
    currentPassword: body.currentPassword,
    newPassword: body.newPassword,
  }),
);
