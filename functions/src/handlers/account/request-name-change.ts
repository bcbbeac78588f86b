import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { requestNameChange } from '../../use-cases/account/request-name-change';

export const handler = httpRoute(accountRoutes, 'requestNameChange', ({ caller, body }) =>
  requestNameChange({ caller, body }),
);
