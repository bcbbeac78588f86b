import { adminReminderRoutes } from '@lunia/shared/api/routes/admin-reminders';
import { httpRoute } from '../../lib/http/http-route';
import { getReminderJob } from '../../use-cases/admin/get-reminder-job';

export const handler = httpRoute(adminReminderRoutes, 'getReminderJob', ({ params }) =>
  getReminderJob({ jobId: params.jobId ?? '' }),
);
