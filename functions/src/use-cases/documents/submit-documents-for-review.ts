import { AppError } from '@lunia/shared/errors';
import { BUSINESS_METRICS } from '@lunia/shared/operations/metrics';
import { listOwnerCredentials } from '../../data/documents';
import { writeTransaction } from '../../data/transactions';
import { getUserProfile } from '../../data/user-profiles';
import { submitForReviewChange } from '../../data/user-verification';
import type { Caller } from '../../domain/caller';
import { checkSubmission, missingDocumentsMessage } from '../../domain/documents/review-rules';
import { countBusinessEvent } from '../../lib/metrics';
import { submissionAuditEvents } from '../steps/document-submission';

const SUBMITTED_MESSAGE = 'Your documents were submitted for review. Review takes 1-2 business days.';

/**
 * Submits the caller's required documents: all four must have an accepted file and none may be
 * denied. The user moves to PENDING (and to that GSI2 status list); each document's timeline and
 * the user's audit record the submission. A verified user stays verified.
 */
export async function submitDocumentsForReview({ caller }: { caller: Caller }) {
  const [profile, documents] = await Promise.all([
    getUserProfile(caller.userId),
    // A CE certificate is reviewed with its activity, not submitted with the credentials.
    listOwnerCredentials('USER', caller.userId),
  ]);
  if (!profile) throw new AppError('NOT_FOUND', 'Your profile was not found.');
  const check = checkSubmission('individual', documents);
  if (!check.ok) throw new AppError('MISSING_REQUIRED_DOCUMENTS', missingDocumentsMessage(check));
  const submittedAt = new Date().toISOString();
  if (profile.verified) {
    return {
      message: 'Your documents are already verified.',
      submittedAt,
      verificationStatus: profile.verificationStatus,
    };
  }
  // One event on the user and one on each submitted document's timeline, with the status change.
  await writeTransaction(
    [
      submitForReviewChange(caller.userId),
      ...submissionAuditEvents({
        actor: { id: caller.userId, role: 'owner', name: `${profile.firstName} ${profile.lastName}`.trim() },
        target: { type: 'USER', id: caller.userId },
        documents,
        at: submittedAt,
      }),
    ],
    new AppError('CONFLICT', 'Your account changed meanwhile. Reload and try again.'),
  );
  countBusinessEvent(BUSINESS_METRICS.documentsSubmitted);
  return { message: SUBMITTED_MESSAGE, submittedAt, verificationStatus: 'PENDING' as const };
}
