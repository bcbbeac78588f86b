import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { updateProfile } from '../../use-cases/account/update-profile';

export const handler = httpRoute(accountRoutes, 'updateProfile', ({ caller, body }) =>
  updateProfile({ caller, ...body }),
);
