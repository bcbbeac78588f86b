import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { confirmMfaEnrolment } from '../../use-cases/account/confirm-mfa-enrolment';

export const handler = httpRoute(accountRoutes, 'confirmMfaEnrolment', ({ caller }) => confirmMfaEnrolment({ caller }));
