import { bookrxRoutes } from '@lunia/shared/api/routes/bookrx';
import { httpRoute } from '../../lib/http/http-route';
import { updateBookrxProfile } from '../../use-cases/bookrx/update-bookrx-profile';

export const handler = httpRoute(bookrxRoutes, 'updateBookrxProfile', ({ caller, body }) =>
  updateBookrxProfile({ caller, body }),
);
