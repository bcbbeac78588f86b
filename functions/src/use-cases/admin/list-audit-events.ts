import type { AuditEventsQuery } from '@lunia/shared/api/schemas/admin-audit';
import { auditEventView } from '../../views/audit-event-view';
import { auditLogPage } from '../steps/audit-log';

/**
 * The audit log for platform admins: every event, newest first, by actor (GSI1), else by month
 * (GSI2); action and target type filter that read (steps/audit-log.ts bounds it per request).
 */
export async function listAuditEvents({ query }: { query: AuditEventsQuery }) {
  const page = await auditLogPage(query.actorId ? { kind: 'actor', actorId: query.actorId } : { kind: 'all' }, query);
  return {
    events: page.events.map((event) => auditEventView(event, 'admin')),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
