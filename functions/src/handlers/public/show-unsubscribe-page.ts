import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { showUnsubscribePage } from '../../use-cases/public/show-unsubscribe-page';

export const handler = httpRoute(publicRoutes, 'showUnsubscribePage', ({ query }) =>
  showUnsubscribePage({ token: query.token }),
);
