import { verificationLinkRoutes } from '@lunia/shared/api/routes/verification-links';
import { httpRoute } from '../../lib/http/http-route';
import { revokeVerificationLink } from '../../use-cases/verification-links/revoke-verification-link';

export const handler = httpRoute(verificationLinkRoutes, 'revokeVerificationLink', ({ caller, params }) =>
  revokeVerificationLink({ caller, linkId: params.linkId }),
);
