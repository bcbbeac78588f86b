import { publicRoutes } from '@lunia/shared/api/routes/public';
import { httpRoute } from '../../lib/http/http-route';
import { createPartnerInquiry } from '../../use-cases/public/create-partner-inquiry';

export const handler = httpRoute(publicRoutes, 'createPartnerInquiry', ({ body, event }) =>
  createPartnerInquiry({ form: body, event }),
);
