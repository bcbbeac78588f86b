import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { deleteProfilePhoto } from '../../use-cases/account/delete-profile-photo';

export const handler = httpRoute(accountRoutes, 'deleteProfilePhoto', ({ caller }) => deleteProfilePhoto({ caller }));
