import { adminAuditRoutes } from '@lunia/shared/api/routes/admin-audit';
import { httpRoute } from '../../lib/http/http-route';
import { listAuditEvents } from '../../use-cases/admin/list-audit-events';

export const handler = httpRoute(adminAuditRoutes, 'listAuditEvents', ({ query }) => listAuditEvents({ query }));
