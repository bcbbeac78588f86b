import { accountRoutes } from '@lunia/shared/api/routes/account';
import { httpRoute } from '../../lib/http/http-route';
import { updateNotificationPreferences } from '../../use-cases/account/update-notification-preferences';

export const handler = httpRoute(accountRoutes, 'updateNotificationPreferences', ({ caller, body }) =>
  updateNotificationPreferences({ caller, body }),
);
