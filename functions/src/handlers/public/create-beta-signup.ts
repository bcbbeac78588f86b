import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { createBetaSignup } from '../../use-cases/public/create-beta-signup';

export const handler = httpRoute(publicRoutes, 'createBetaSignup', ({ body, event }) =>
  createBetaSignup({ form: body, event }),
);
