import { verificationLinkRoutes } from '@lunia/shared/api/routes/verification-links';
import { httpRoute } from '../../lib/http/http-route';
import { createVerificationLink } from '../../use-cases/verification-links/create-verification-link';

export const handler = httpRoute(verificationLinkRoutes, 'createVerificationLink', ({ caller, body }) =>
  createVerificationLink({ caller, body }),
);
