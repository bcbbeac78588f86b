import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { changeContext } from '../../use-cases/account/change-context';

export const handler = httpRoute(accountRoutes, 'changeContext', ({ caller, body }) =>
  changeContext({ caller, activeOrgId: body.activeOrgId, platform: body.platform }),
);
