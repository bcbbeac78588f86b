/**
 * The targets of a page of audit events, by name (docs/decisions/0046-audit-targets-by-name.md, "Audit targets by
 * name"): a document's type as its event recorded it (older events: the document's current type), and the
 * current name of a person (with their e-mail) or an organization. One BatchGetItem per kind of
 * target and page, never a scan. An actor whose event recorded no name (older events, some system
 * paths) is read in the same batch as the people targeted, and reads as their name or e-mail instead
 * of a raw id (issue 40 item 12).
 */
import { type AuditEvent, documentTypesOf, SYSTEM_ACTOR } from '../../data/audit-events';
import { getOrganizationSummaries } from '../../data/organization-profiles';
import { getUserSummaries } from '../../data/user-profiles';
import type { AuditTargetNames } from '../../views/audit-event-view';

const UNKNOWN: AuditTargetNames = { name: null, email: null, documentType: null, actorName: null };

/** An actor the event names by id only: a person whose name is read with the targets. */
const unnamedActor = (event: AuditEvent): string | null =>
  event.actorName || !event.actorId || event.actorId === SYSTEM_ACTOR ? null : event.actorId;

export async function auditTargetsOf(events: readonly AuditEvent[]): Promise<(event: AuditEvent) => AuditTargetNames> {
  const idsOf = (type: AuditEvent['targetType'], unresolved = (_event: AuditEvent) => true) => [
    ...new Set(events.filter((event) => event.targetType === type && unresolved(event)).map((event) => event.targetId)),
  ];
  const actorIds = events.map(unnamedActor).filter((id): id is string => id !== null);
  const userIds = [...new Set([...idsOf('USER'), ...actorIds])];
  const orgIds = idsOf('ORG');
  const documentIds = idsOf('DOCUMENT', (event) => !event.documentType);
  const [users, orgs, documentTypes] = await Promise.all([
    userIds.length > 0 ? getUserSummaries(userIds) : undefined,
    orgIds.length > 0 ? getOrganizationSummaries(orgIds) : undefined,
    documentIds.length > 0 ? documentTypesOf(documentIds) : undefined,
  ]);
  const actorNameOf = (event: AuditEvent): string | null => {
    const id = unnamedActor(event);
    const user = id ? users?.get(id) : undefined;
    if (!user) return null;
    return `${user.firstName} ${user.lastName}`.trim() || user.email || null;
  };
  return (event) => ({ ...targetOf(event), actorName: actorNameOf(event) });

  function targetOf(event: AuditEvent): AuditTargetNames {
    switch (event.targetType) {
      case 'USER': {
        const user = users?.get(event.targetId);
        if (!user) return UNKNOWN;
        const name = `${user.firstName} ${user.lastName}`.trim();
        return { ...UNKNOWN, name: name || null, email: user.email || null };
      }
      case 'ORG': {
        const name = orgs?.get(event.targetId)?.name;
        return { ...UNKNOWN, name: name || null };
      }
      case 'DOCUMENT':
        return { ...UNKNOWN, documentType: event.documentType ?? documentTypes?.get(event.targetId) ?? null };
      default:
        return UNKNOWN;
    }
  }
}
