import { adminNameChangeRoutes } from '@lunia/shared/api/routes/admin-name-changes';
import { httpRoute } from '../../lib/http/http-route';
import { approveNameChange } from '../../use-cases/admin/approve-name-change';

export const handler = httpRoute(adminNameChangeRoutes, 'approveNameChange', ({ caller, params }) =>
  approveNameChange({ caller, userId: params.userId }),
);
