import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { cancelEmailChange } from '../../use-cases/account/cancel-email-change';

export const handler = httpRoute(accountRoutes, 'cancelEmailChange', ({ caller }) => cancelEmailChange({ caller }));
