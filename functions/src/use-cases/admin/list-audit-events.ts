import type { AuditEventsQuery } from '@lunia/shared/api/schemas/admin-audit';
import { auditEventView } from '../../views/audit-event-view';
import { auditLogPage } from '../steps/audit-log';
import { auditTargetsOf } from '../steps/audit-targets';

/**
 * The audit log for platform admins: every event, newest first, by actor (GSI1), else by month
 * (GSI2); action and target type filter that read (steps/audit-log.ts bounds it per request). Each
 * target comes with its name (steps/audit-targets.ts).
 */
export async function listAuditEvents({ query }: { query: AuditEventsQuery }) {
  const page = await auditLogPage(query.actorId ? { kind: 'actor', actorId: query.actorId } : { kind: 'all' }, query);
  const targetOf = await auditTargetsOf(page.events);
  return {
    events: page.events.map((event) => auditEventView(event, 'admin', targetOf(event))),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
