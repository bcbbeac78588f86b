/**
 * The expiry date given with a document's file (upload, update, resubmit): required for most types,
 * a real date, not past, not absurdly far (@lunia/shared/domain/document-expiry). A problem is a 400
 * on the field `expiresOn`, raised before anything is written.
 */
import type { DocumentType } from '@lunia/shared/domain/constants';
import { EXPIRY_DATE_MESSAGES, expiryDateProblem, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';

export function checkExpiryDate(type: DocumentType, expiresOn: string | null | undefined, now = new Date()): void {
  const problem = expiryDateProblem(type, expiresOn, puertoRicoToday(now));
  if (problem) throw new AppError('VALIDATION_FAILED', EXPIRY_DATE_MESSAGES[problem], 'expiresOn');
}
