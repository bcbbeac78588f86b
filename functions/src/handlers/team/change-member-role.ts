import { teamRoutes } from '@lunia/shared/api/routes/team';
import { httpRoute } from '../../lib/http/http-route';
import { changeMemberRole } from '../../use-cases/team/change-member-role';

export const handler = httpRoute(teamRoutes, 'changeMemberRole', ({ caller, org, params, body }) =>
  changeMemberRole({ caller, org, userId: params.userId, role: body.role }),
);
