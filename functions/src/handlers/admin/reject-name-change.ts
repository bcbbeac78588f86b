import { adminNameChangeRoutes } from '@lunia/shared/api/routes/admin-name-changes';
import { httpRoute } from '../../lib/http/http-route';
import { rejectNameChange } from '../../use-cases/admin/reject-name-change';

export const handler = httpRoute(adminNameChangeRoutes, 'rejectNameChange', ({ caller, params, body }) =>
  rejectNameChange({ caller, userId: params.userId, reason: body.reason }),
);
