import { bookrxRoutes } from '@lunia/shared/api/routes/bookrx';
import { httpRoute } from '../../lib/http/http-route';
import { createBookrxAccessUrl } from '../../use-cases/bookrx/create-bookrx-access-url';

export const handler = httpRoute(bookrxRoutes, 'createBookrxAccessUrl', ({ caller, body }) =>
  createBookrxAccessUrl({ caller, module: body.module }),
);
