import { teamRoutes } from '@lunia/shared/api/routes/team';
import { httpRoute } from '../../lib/http/http-route';
import { removeMember } from '../../use-cases/team/remove-member';

export const handler = httpRoute(teamRoutes, 'removeMember', ({ caller, org, params }) =>
  removeMember({ caller, org, userId: params.userId }),
);
