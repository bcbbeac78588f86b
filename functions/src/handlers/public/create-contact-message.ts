import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { createContactMessage } from '../../use-cases/public/create-contact-message';

export const handler = httpRoute(publicRoutes, 'createContactMessage', ({ body, event }) =>
  createContactMessage({ form: body, event }),
);
