import type { organizationActivityQuery } from '@lunia/shared/api/schemas/admin-audit';
import type * as z from 'zod/mini';
import type { OrgScope } from '../../domain/caller';
import { auditEventView } from '../../views/audit-event-view';
import { auditLogPage } from '../steps/audit-log';
import { auditTargetsOf } from '../steps/audit-targets';

/**
 * The active organization's activity (its owner and admins): its own events and its documents',
 * newest first, from GSI3 `AUDITORG#<orgId>`; by action and date range. The organization is the
 * one the handler stack checked the caller's membership of, never an id from the query.
 */
export async function listOrganizationActivity({
  org,
  query,
}: {
  org: OrgScope;
  query: z.output<typeof organizationActivityQuery>;
}) {
  const page = await auditLogPage({ kind: 'organization', orgId: org.orgId }, query);
  const targetOf = await auditTargetsOf(page.events);
  return {
    events: page.events.map((event) => auditEventView(event, 'organization', targetOf(event))),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
