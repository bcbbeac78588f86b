/**
 * The certificates of a person's continuing-education activities as the CE list shows them
 * (issue 27 part B): each `ce_certificate` document by the activity it proves.
 */
import type { CeCertificateSummary } from '@lunia/shared/api/schemas/continuing-education';
import { CE_CERTIFICATE_TYPE } from '@lunia/shared/domain/constants';
import { certificateActivityId } from '../../data/ce-certificates';
import { type DocumentEntity, listOwnerDocuments } from '../../data/documents';

export const certificateSummary = (doc: DocumentEntity): CeCertificateSummary => ({
  documentId: doc.id,
  status: doc.status,
  fileName: doc.fileName,
  contentType: doc.contentType,
  fileNumber: doc.fileNumber,
  denialReason: doc.denialReason,
  rejectionReason: doc.rejectionReason,
});

/** The user's certificates by activity id (one Query of their documents). */
export async function certificatesByActivity(userId: string): Promise<Map<string, CeCertificateSummary>> {
  const documents = await listOwnerDocuments('USER', userId);
  const byActivity = new Map<string, CeCertificateSummary>();
  for (const doc of documents) {
    const activityId = doc.type === CE_CERTIFICATE_TYPE ? certificateActivityId(doc) : undefined;
    if (activityId) byActivity.set(activityId, certificateSummary(doc));
  }
  return byActivity;
}
