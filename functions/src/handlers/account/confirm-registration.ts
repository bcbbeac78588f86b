import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { confirmRegistration } from '../../use-cases/account/confirm-registration';

/** Public: the registration is found by its e-mail; the answer never says whether the address has one. */
export const handler = httpRoute(accountRoutes, 'confirmRegistration', ({ body }) =>
  confirmRegistration({ email: body.email, code: body.code, password: body.password }),
);
