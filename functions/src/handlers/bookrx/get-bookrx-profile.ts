import { bookrxRoutes } from '@lunia/shared/api/routes/bookrx';
import { httpRoute } from '../../lib/http/http-route';
import { getBookrxProfile } from '../../use-cases/bookrx/get-bookrx-profile';

export const handler = httpRoute(bookrxRoutes, 'getBookrxProfile', ({ caller }) => getBookrxProfile({ caller }));
