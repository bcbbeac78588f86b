import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { resendRegistrationCode } from '../../use-cases/account/resend-registration-code';

/** Public: the same answer whether or not the address has an account waiting for its code. */
export const handler = httpRoute(accountRoutes, 'resendRegistrationCode', ({ body }) =>
  resendRegistrationCode({ email: body.email }),
);
