import { adminReminderRoutes } from '@lunia/shared/api/routes/admin-reminders';
import { httpRoute } from '../../lib/http/http-route';
import { sendBulkDocumentReminders } from '../../use-cases/admin/send-bulk-document-reminders';

export const handler = httpRoute(adminReminderRoutes, 'sendBulkDocumentReminders', ({ caller, body }) =>
  sendBulkDocumentReminders({ caller, userIds: body.userIds, language: body.language }),
);
