import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { getOpenApiDocument } from '../../use-cases/public/get-open-api-document';

export const handler = httpRoute(publicRoutes, 'getOpenApiDocument', () => getOpenApiDocument());
