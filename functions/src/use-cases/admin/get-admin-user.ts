import { USER_AUDIT_ACTIONS } from '@lunia/shared/api/schemas/admin';
import { AUDIT_ACTIONS } from '@lunia/shared/api/schemas/documents';
import { AppError } from '@lunia/shared/errors';
import { type AuditEvent, listAuditEvents } from '../../data/audit-events';
import { listOwnerDocuments } from '../../data/documents';
import { getUserVerificationState } from '../../data/user-verification';
import { isReviewStatus } from '../../domain/documents/review-rules';
import { adminUserRow, organizationSummary } from '../../views/admin-user-row';
import { toDocumentRecord } from '../../views/document-record';
import { listUserOrganizations } from '../steps/user-organizations';

/** The panel shows this many events at most, newest first. */
const MAX_TIMELINE_EVENTS = 100;

const TIMELINE_ACTIONS = new Set<string>([...AUDIT_ACTIONS, ...USER_AUDIT_ACTIONS]);
type TimelineAction = (typeof AUDIT_ACTIONS)[number] | (typeof USER_AUDIT_ACTIONS)[number];

const timelineEventOf = (event: AuditEvent) => ({
  id: event.id,
  at: event.at,
  action: event.action as TimelineAction,
  actor: event.actorRole,
  actorName: event.actorName,
  reason: event.reason,
  fileName: event.fileName,
  documentId: event.targetType === 'DOCUMENT' ? event.targetId : null,
});

/**
 * The admin's view of one user (spec §2 /admin/users, view): the table's row, every organization with
 * the user's role, their documents, and the timeline: the audit events of the account and of each of
 * its documents, merged newest first (at most 100; each partition is read newest first up to that).
 * Which admin acted is shown (the reader is an admin). An unknown id is a 404.
 */
export async function getAdminUser({ userId }: { userId: string | undefined }) {
  const state = userId ? await getUserVerificationState(userId) : undefined;
  if (!state) throw new AppError('NOT_FOUND', 'User not found.');
  const { user } = state;
  const [organizations, documents, accountEvents] = await Promise.all([
    listUserOrganizations(user.id),
    listOwnerDocuments('USER', user.id),
    listAuditEvents('USER', user.id, MAX_TIMELINE_EVENTS),
  ]);
  const documentEvents = await Promise.all(
    documents.map((doc) => listAuditEvents('DOCUMENT', doc.id, MAX_TIMELINE_EVENTS)),
  );
  const seen = new Set<string>();
  const timeline = [...accountEvents, ...documentEvents.flat()]
    .filter((event) => TIMELINE_ACTIONS.has(event.action) && !seen.has(event.id) && seen.add(event.id))
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)))
    .slice(0, MAX_TIMELINE_EVENTS)
    .map(timelineEventOf);
  return {
    user: adminUserRow(state, {
      organizations: organizations.map(({ organization }) => organization),
      orgCount: organizations.length,
      documentCount: documents.filter((doc) => isReviewStatus(doc.status)).length,
    }),
    organizations: organizations.map(({ organization, role }) => ({ ...organizationSummary(organization), role })),
    documents: documents.map((doc) => toDocumentRecord(doc)),
    timeline,
  };
}
