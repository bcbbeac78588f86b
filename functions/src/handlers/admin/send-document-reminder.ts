import { adminReminderRoutes } from '@lunia/shared/api/routes/admin-reminders';
import { httpRoute } from '../../lib/http/http-route';
import { sendDocumentReminder } from '../../use-cases/admin/send-document-reminder';

export const handler = httpRoute(adminReminderRoutes, 'sendDocumentReminder', ({ caller, params, body }) =>
  sendDocumentReminder({ caller, userId: params.userId ?? '', language: body.language }),
);
