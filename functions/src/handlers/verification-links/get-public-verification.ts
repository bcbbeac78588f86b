import { verificationLinkRoutes } from '@lunia/shared/api/routes/verification-links';
import { httpRoute } from '../../lib/http/http-route';
import { getPublicVerification } from '../../use-cases/verification-links/get-public-verification';

export const handler = httpRoute(verificationLinkRoutes, 'getPublicVerification', ({ params, event }) =>
  getPublicVerification({ token: params.token, event }),
);
