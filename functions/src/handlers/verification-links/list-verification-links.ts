import { verificationLinkRoutes } from '@lunia/shared/api/routes/verification-links';
import { httpRoute } from '../../lib/http/http-route';
import { listVerificationLinks } from '../../use-cases/verification-links/list-verification-links';

export const handler = httpRoute(verificationLinkRoutes, 'listVerificationLinks', ({ caller }) =>
  listVerificationLinks({ caller }),
);
