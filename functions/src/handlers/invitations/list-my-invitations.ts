import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { listMyInvitations } from '../../use-cases/invitations/list-my-invitations';

export const handler = httpRoute(accountRoutes, 'listMyInvitations', ({ caller }) => listMyInvitations({ caller }));
