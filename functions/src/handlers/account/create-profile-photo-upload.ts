import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { createProfilePhotoUpload } from '../../use-cases/account/create-profile-photo-upload';

export const handler = httpRoute(accountRoutes, 'createProfilePhotoUpload', ({ caller, body }) =>
  createProfilePhotoUpload({ caller, contentType: body.contentType }),
);
