import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { refreshProfilePhotoUrl } from '../../use-cases/account/refresh-profile-photo-url';

export const handler = httpRoute(accountRoutes, 'refreshProfilePhotoUrl', ({ caller }) =>
  refreshProfilePhotoUrl({ caller }),
);
