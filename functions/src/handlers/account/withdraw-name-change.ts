import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { withdrawNameChange } from '../../use-cases/account/withdraw-name-change';

export const handler = httpRoute(accountRoutes, 'withdrawNameChange', ({ caller }) => withdrawNameChange({ caller }));
