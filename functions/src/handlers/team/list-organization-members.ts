import { teamRoutes } from '@lunia/shared/api/routes/team';
import { httpRoute } from '../../lib/http/http-route';
import { listOrganizationMembers } from '../../use-cases/team/list-organization-members';

export const handler = httpRoute(teamRoutes, 'listOrganizationMembers', ({ org }) => listOrganizationMembers({ org }));
