import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { registerUser } from '../../use-cases/account/register-user';

/** Create an ID: the schema has already applied the spec's field messages (public-site-and-auth §5). */
export const handler = httpRoute(accountRoutes, 'registerUser', ({ body }) => registerUser({ registration: body }));
