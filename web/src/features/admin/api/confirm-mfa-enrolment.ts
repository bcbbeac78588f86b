import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/account/mfa/totp: the account records its authenticator app once Cognito shows it verified. */
export const confirmMfaEnrolment = () => authenticatedRequest('confirmMfaEnrolment');
