import { adminReminderRoutes } from '@lunia/shared/api/routes/admin-reminders';
import { httpRoute } from '../../lib/http/http-route';
import { listReminderRecipients } from '../../use-cases/admin/list-reminder-recipients';

export const handler = httpRoute(adminReminderRoutes, 'listReminderRecipients', ({ query }) =>
  listReminderRecipients({ email: query.email, limit: query.limit, cursor: query.cursor }),
);
