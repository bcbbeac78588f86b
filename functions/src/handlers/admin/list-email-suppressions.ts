import { adminMailRoutes } from '@lunia/shared/api/routes/admin-mail';
import { httpRoute } from '../../lib/http/http-route';
import { listEmailSuppressions } from '../../use-cases/admin/list-email-suppressions';

export const handler = httpRoute(adminMailRoutes, 'listEmailSuppressions', ({ query }) =>
  listEmailSuppressions({ limit: query.limit, cursor: query.cursor }),
);
