import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { confirmEmailVerification } from '../../use-cases/account/confirm-email-verification';

export const handler = httpRoute(accountRoutes, 'confirmEmailVerification', ({ caller, body }) =>
  confirmEmailVerification({ caller, code: body.code }),
);
