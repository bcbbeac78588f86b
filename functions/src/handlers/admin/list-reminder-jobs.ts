import { adminReminderRoutes } from '@lunia/shared/api/routes/admin-reminders';
import { httpRoute } from '../../lib/http/http-route';
import { listReminderJobs } from '../../use-cases/admin/list-reminder-jobs';

export const handler = httpRoute(adminReminderRoutes, 'listReminderJobs', ({ query }) =>
  listReminderJobs({ limit: query.limit, cursor: query.cursor }),
);
