import type { DocumentType } from '@lunia/shared/domain/constants';
import {
  type CredentialRuleOverrides,
  effectiveRule,
  type GraceStage,
} from '@lunia/shared/domain/credentials/catalogue';
import { dueGraceStage } from '@lunia/shared/domain/credentials/standing';
import { daysBetween, dueExpiryThreshold } from '@lunia/shared/domain/document-expiry';

/** A stage reminder goes out within this many days of the stage's first day (runs the job missed). */
export const GRACE_REMINDER_CATCH_UP_DAYS = 7;

/**
 * The expiry reminder due today for a document: before its date the threshold reached (60/30/7/0);
 * past it, the grace stage its type's rule says began within the last GRACE_REMINDER_CATCH_UP_DAYS,
 * claimed under minus the days past expiry on the stage's first day (one reminder per stage, never
 * colliding with a before-expiry threshold). A document long past a stage when the stage rules
 * arrived is not e-mailed about it. Pure.
 */
export function dueReminder(
  type: DocumentType,
  expiresOn: string,
  today: string,
  overrides: CredentialRuleOverrides,
): { threshold: number; stage?: GraceStage } | null {
  const before = dueExpiryThreshold(expiresOn, today);
  if (before !== null) return { threshold: before };
  const stage = dueGraceStage(expiresOn, today, effectiveRule(type, overrides));
  if (!stage || daysBetween(stage.startedOn, today) > GRACE_REMINDER_CATCH_UP_DAYS) return null;
  return { threshold: daysBetween(stage.startedOn, expiresOn), stage: stage.stage };
}
