import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { unsubscribeEmail } from '../../use-cases/public/unsubscribe-email';

export const handler = httpRoute(publicRoutes, 'unsubscribeEmail', ({ query }) =>
  unsubscribeEmail({ token: query.token }),
);
