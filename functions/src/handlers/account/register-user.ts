import { accountRoutes } from '@lunia/shared/api/routes/account';
import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { httpRoute } from '../../lib/http/http-route';
import { registerUser } from '../../use-cases/account/register-user';

/** Create an ID: the schema has already applied the spec's field messages (public-site-and-auth §5). */
export const handler = httpRoute(accountRoutes, 'registerUser', ({ body }) =>
  registerUser({
    registration: {
      email: body.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      licenseNumber: body.licenseNumber ?? '',
      language: body.language ?? DEFAULT_LANGUAGE,
    },
  }),
);
