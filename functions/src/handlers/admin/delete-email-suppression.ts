import { adminMailRoutes } from '@lunia/shared/api/routes/admin-mail';
import { httpRoute } from '../../lib/http/http-route';
import { deleteEmailSuppression } from '../../use-cases/admin/delete-email-suppression';

export const handler = httpRoute(adminMailRoutes, 'deleteEmailSuppression', ({ caller, params }) =>
  deleteEmailSuppression({ caller, email: params.email }),
);
