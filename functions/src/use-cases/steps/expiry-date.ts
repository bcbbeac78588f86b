/**
 * The expiry date given with a document's file (upload, update, resubmit): required for most types,
 * a real date, not past, not absurdly far (@lunia/shared/domain/document-expiry), and for a
 * registration renewed by its month of first registration, in that month
 * (@lunia/shared/domain/credentials/staggered-registration). A problem is a 400 on the field
 * `expiresOn`, raised before anything is written: VALIDATION_FAILED, or EXPIRY_MONTH_MISMATCH with
 * the month and the date to propose in its details.
 */
import type { DocumentType } from '@lunia/shared/domain/constants';
import {
  type StaggeredExpiryDetails,
  staggeredExpiryMessage,
  staggeredExpiryProposal,
  type VerifiedRegistration,
} from '@lunia/shared/domain/credentials/staggered-registration';
import { EXPIRY_DATE_MESSAGES, expiryDateProblem, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';

export function checkExpiryDate(
  type: DocumentType,
  expiresOn: string | null | undefined,
  now = new Date(),
  /** The verified registration whose month the date must keep (staggered types); null: any month. */
  registration: VerifiedRegistration | null = null,
): void {
  const today = puertoRicoToday(now);
  const problem = expiryDateProblem(type, expiresOn, today);
  if (problem) throw new AppError('VALIDATION_FAILED', EXPIRY_DATE_MESSAGES[problem], 'expiresOn');
  const proposal = staggeredExpiryProposal(expiresOn, registration, today);
  if (proposal !== null && registration !== null) {
    const details: StaggeredExpiryDetails = { requiredMonth: registration.month, proposedExpiresOn: proposal };
    throw new AppError(
      'EXPIRY_MONTH_MISMATCH',
      staggeredExpiryMessage(registration.month, proposal),
      'expiresOn',
      undefined,
      details,
    );
  }
}
