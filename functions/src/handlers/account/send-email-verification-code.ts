import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { sendEmailVerificationCode } from '../../use-cases/account/send-email-verification-code';

export const handler = httpRoute(accountRoutes, 'sendEmailVerificationCode', ({ caller }) =>
  sendEmailVerificationCode({ caller }),
);
