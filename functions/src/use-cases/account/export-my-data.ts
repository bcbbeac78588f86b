import type { ExportMyDataResponse } from '@lunia/shared/api/schemas/data-export';
import { AppError } from '@lunia/shared/errors';
import { type AuditEvent, newAuditEvent, recordAuditEvent } from '../../data/audit-events';
import { getBookrxProfileItem } from '../../data/bookrx-profiles';
import { listActivities } from '../../data/continuing-education';
import { countDataExport, listAllEventsAbout, listAllEventsBy } from '../../data/data-exports';
import { type DocumentEntity, listOwnerDocuments, servedObjectKey } from '../../data/documents';
import { listLocationsInChargeOf } from '../../data/locations';
import { listMembershipsOfUser } from '../../data/memberships';
import { getOrganizations } from '../../data/organization-profiles';
import { getUserProfile } from '../../data/user-profiles';
import { listOwnerVerificationLinks } from '../../data/verification-links';
import type { Caller } from '../../domain/caller';
import { downloadContentDisposition, fileKindOf } from '../../domain/documents/download-name';
import { presignGetUrl } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import {
  exportedActivityView,
  exportedAuditEventView,
  exportedInChargeView,
  exportedProfileView,
} from '../../views/data-export-view';
import { verificationLinkView } from '../../views/verification-link-view';
import { ownAccountRole } from '../steps/actor';

/** How long the documents' links in an export work. */
export const EXPORT_LINK_SECONDS = 15 * 60;
/** Exports per person and hour (each reads every partition about the person and signs links). */
export const EXPORTS_PER_HOUR = 3;

/** Statuses whose document has an accepted file to hand over. */
const HAS_FILE = new Set(['pending', 'approved', 'denied']);

async function exportedDocument(doc: DocumentEntity) {
  const downloadUrl = HAS_FILE.has(doc.status)
    ? await presignGetUrl({
        bucket: env.documentsBucket,
        key: servedObjectKey(doc),
        expiresInSeconds: EXPORT_LINK_SECONDS,
        contentDisposition: downloadContentDisposition({ fileName: doc.fileName, kind: fileKindOf(doc) }),
      })
    : null;
  return {
    id: doc.id,
    type: doc.type,
    status: doc.status,
    fileName: doc.fileName,
    contentType: doc.contentType,
    fileNumber: doc.fileNumber,
    uploadedAt: doc.uploadedAt,
    expiresOn: doc.expiresOn ?? null,
    downloadUrl,
  };
}

/** Events read from several partitions, each once, newest first. */
function uniqueNewestFirst(events: AuditEvent[]): AuditEvent[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
}

/**
 * "Download my data" (issue 25): everything Lunia holds about the caller, read by Queries and Gets on
 * the partitions that hold it (no Scan): the profile, memberships with the organization's name, the
 * person's documents with 15-minute links to their current files, continuing education, the BookRx
 * profile, their employer verification links (issue 43: label, state, created, expires, views), the
 * locations where they are pharmacist in charge, and every audit event with the person as actor or as subject (their account, their
 * documents). At most EXPORTS_PER_HOUR an hour (429 with Retry-After); each export is audited.
 */
export async function exportMyData(input: { caller: Caller; now?: Date }): Promise<ExportMyDataResponse> {
  const { userId } = input.caller;
  const now = input.now ?? new Date();
  const retryAfter = await countDataExport({ userId, limit: EXPORTS_PER_HOUR, windowSeconds: 3600, now });
  if (retryAfter !== undefined) throw new AppError('DATA_EXPORT_LIMIT', undefined, undefined, retryAfter);
  const profile = await getUserProfile(userId);
  if (!profile) throw new AppError('PROFILE_NOT_FOUND');
  const [memberships, documents, activities, bookrx, links, inCharge, aboutAccount, byPerson] = await Promise.all([
    listMembershipsOfUser(userId),
    listOwnerDocuments('USER', userId),
    listActivities(userId),
    getBookrxProfileItem(userId),
    listOwnerVerificationLinks(userId),
    listLocationsInChargeOf(userId),
    listAllEventsAbout('USER', userId),
    listAllEventsBy(userId),
  ]);
  const [organizations, aboutDocuments, exportedDocuments] = await Promise.all([
    getOrganizations(memberships.map((membership) => membership.orgId)),
    Promise.all(documents.map((doc) => listAllEventsAbout('DOCUMENT', doc.id))),
    Promise.all(documents.map(exportedDocument)),
  ]);
  const exportedAt = now.toISOString();
  await recordAuditEvent(
    newAuditEvent({
      targetType: 'USER',
      targetId: userId,
      at: exportedAt,
      action: 'data_exported',
      actorId: userId,
      actorRole: ownAccountRole(input.caller),
      actorName: `${profile.firstName} ${profile.lastName}`.trim() || profile.email,
    }),
  );
  return {
    exportedAt,
    linksExpireAt: new Date(now.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString(),
    profile: exportedProfileView(profile),
    memberships: memberships.map((membership) => ({
      orgId: membership.orgId,
      organizationName: organizations.get(membership.orgId)?.name ?? null,
      role: membership.role,
      joinedAt: membership.joinedAt,
    })),
    documents: exportedDocuments,
    continuingEducation: activities.map(exportedActivityView),
    bookrxProfile: bookrx.updatedAt === null ? null : { ...bookrx },
    verificationLinks: links.map((link) => verificationLinkView(link, now)),
    pharmacistInCharge: inCharge.map(exportedInChargeView),
    auditEvents: uniqueNewestFirst([...aboutAccount, ...byPerson, ...aboutDocuments.flat()]).map(
      exportedAuditEventView,
    ),
  };
}
