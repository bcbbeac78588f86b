/**
 * The expiry date given with a document's file (upload, update, resubmit): required for most types,
 * a real date, not past, not absurdly far (@lunia/shared/domain/document-expiry), and for a
 * registration renewed by its month of first registration, in that month
 * (@lunia/shared/domain/credentials/staggered-registration). A problem is a 400 on the field
 * `expiresOn`, raised before anything is written.
 */
import type { DocumentType } from '@lunia/shared/domain/constants';
import {
  staggeredExpiryMessage,
  staggeredExpiryProposal,
} from '@lunia/shared/domain/credentials/staggered-registration';
import { EXPIRY_DATE_MESSAGES, expiryDateProblem, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';

export function checkExpiryDate(
  type: DocumentType,
  expiresOn: string | null | undefined,
  now = new Date(),
  /** The month of first registration the date must keep (staggered types); null: any month. */
  registrationMonth: number | null = null,
): void {
  const today = puertoRicoToday(now);
  const problem = expiryDateProblem(type, expiresOn, today);
  if (problem) throw new AppError('VALIDATION_FAILED', EXPIRY_DATE_MESSAGES[problem], 'expiresOn');
  const proposal = staggeredExpiryProposal(expiresOn, registrationMonth, today);
  if (proposal !== null && registrationMonth !== null) {
    throw new AppError('VALIDATION_FAILED', staggeredExpiryMessage(registrationMonth, proposal), 'expiresOn');
  }
}
