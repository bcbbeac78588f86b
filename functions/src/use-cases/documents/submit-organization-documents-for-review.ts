import { organizationAccessStatus } from '@lunia/shared/domain/access-status';
import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { listOwnerDocuments } from '../../data/documents';
import { getOrganization, organizationExists } from '../../data/organization-profiles';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import {
  checkSubmission,
  isReviewStatus,
  missingDocumentsMessage,
  verificationFlags,
} from '../../domain/documents/review-rules';
import { countBusinessEvent } from '../../lib/metrics';
import { actorNameOf } from '../steps/actor';
import { submissionAuditEvents } from '../steps/document-submission';

const SUBMITTED_MESSAGE = "Your organization's documents were submitted for review. Review takes 1-2 business days.";

/**
 * Submits the organization's required documents (pharmacy_license): it must have an accepted file
 * and not be denied. Organizations have no review flag of their own — their access status is
 * computed from their documents (spec §4) — so the submission is recorded as an audit event on the
 * organization and on each submitted document's timeline, in one transaction that also checks the
 * organization still exists. The answer carries the organization's access status after it.
 */
export async function submitOrganizationDocumentsForReview({ caller, org }: { caller: Caller; org: OrgScope }) {
  const [organization, documents] = await Promise.all([
    getOrganization(org.orgId),
    listOwnerDocuments('ORG', org.orgId),
  ]);
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
  const check = checkSubmission('organization', documents);
  if (!check.ok) throw new AppError('MISSING_REQUIRED_DOCUMENTS', missingDocumentsMessage(check));
  const submittedAt = new Date().toISOString();
  const status = () =>
    organizationAccessStatus({
      verified: organization.verified,
      activeModules: organization.activeModules ?? [],
      documents: documents.filter((doc) => isReviewStatus(doc.status)).map((doc) => verificationFlags(doc.status)),
    });
  if (organization.verified) {
    return { message: 'Your organization is already verified.', submittedAt, verificationStatus: status() };
  }
  await writeTransaction(
    [
      organizationExists(organization.id),
      ...submissionAuditEvents({
        actor: { id: caller.userId, role: 'member', name: await actorNameOf(caller) },
        target: { type: 'ORG', id: organization.id },
        documents,
        at: submittedAt,
      }),
    ],
    new AppError('CONFLICT', 'The organization changed meanwhile. Reload and try again.'),
  );
  countBusinessEvent(BUSINESS_METRICS.documentsSubmitted);
  return { message: SUBMITTED_MESSAGE, submittedAt, verificationStatus: status() };
}
