/**
 * Expiry reminder claims (docs/data-model.md): `EXPIRYREMINDER#<documentId>` / `<expiresOn>#<threshold>`,
 * one per document, expiry date and threshold (60/30/7/0 days before; a negative threshold is a
 * grace stage past the date, issue 27). The daily job writes it with a
 * conditional Put, so a reminder is claimed at most once however many runs race or repeat; the
 * table stream then queues one e-mail per recipient it names (events/reactions/fan-out-expiry-reminder.ts).
 * A corrected or renewed date is a new expiry date, with reminders of its own. Kept a year (TTL).
 */
import type { DocumentType } from '@lunia/shared/domain/constants';
import type { GraceStage } from '@lunia/shared/domain/credentials/catalogue';
import type { OwnerType } from '../domain/documents/object-key';
import { putIfAbsent } from './client';
import { expiryReminderKeys, withoutKeys } from './keys';

export const EXPIRY_REMINDER_ENTITY = 'ExpiryReminder';
const RETENTION_SECONDS = 400 * 24 * 3600;

export interface ExpiryReminderClaim {
  documentId: string;
  expiresOn: string;
  threshold: number;
  /** Days from the run's date to the expiry date (the threshold, or fewer when the date was entered late). */
  daysLeft: number;
  ownerType: OwnerType;
  ownerId: string;
  type: DocumentType;
  /** Who gets the e-mail: the owner, or each owner/admin of the organization (user ids). */
  recipients: string[];
  claimedAt: string;
  /** Past expiry: the grace stage announced (its threshold is minus the days past expiry when it began). */
  stage?: GraceStage;
}

/** Claims the reminder; false when it was claimed already (by an earlier or a concurrent run). */
export async function claimExpiryReminder(claim: ExpiryReminderClaim): Promise<boolean> {
  return putIfAbsent({
    ...expiryReminderKeys.claim(claim.documentId, claim.expiresOn, claim.threshold),
    entity: EXPIRY_REMINDER_ENTITY,
    ...claim,
    expiresAt: Math.floor(Date.parse(claim.claimedAt) / 1000) + RETENTION_SECONDS,
  });
}

export function expiryReminderFromItem(item: Record<string, unknown>): ExpiryReminderClaim | undefined {
  const claim = withoutKeys(item) as Partial<ExpiryReminderClaim>;
  if (
    typeof claim.documentId !== 'string' ||
    typeof claim.expiresOn !== 'string' ||
    typeof claim.threshold !== 'number' ||
    !Array.isArray(claim.recipients)
  ) {
    return undefined;
  }
  return claim as ExpiryReminderClaim;
}
