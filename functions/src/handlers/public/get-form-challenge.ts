import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { getFormChallenge } from '../../use-cases/public/get-form-challenge';

export const handler = httpRoute(publicRoutes, 'getFormChallenge', () => getFormChallenge());
