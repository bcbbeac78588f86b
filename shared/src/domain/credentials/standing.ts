/**
 * A credential's standing on a day (issue 27): current, expiring soon, expired, or the grace stage
 * its type's rule says it reached (a fine applies, inactivated, cancelled). Dates are Puerto Rico
 * calendar dates (`YYYY-MM-DD`, document-expiry.ts); a credential is valid through its expiry day.
 * Pure: the caller passes today and the rule in force (catalogue.ts effectiveRule).
 */

import type { DocumentType } from '../constants';
import { addDays, daysBetween, EXPIRING_SOON_DAYS } from '../document-expiry';
import {
  type CredentialRule,
  type CredentialRuleOverrides,
  effectiveRule,
  type GraceStage,
  type GraceStageRule,
  sortStages,
} from './catalogue';

export const CREDENTIAL_STANDINGS = [
  'current',
  'expiring_soon',
  'expired',
  'expired_fine',
  'inactivated',
  'cancelled',
] as const;
export type CredentialStanding = (typeof CREDENTIAL_STANDINGS)[number];

/** `date` plus `months` calendar months, clamped to the month's last day (Aug 31 + 6 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last day still before the stage: past it, the stage applies ("a lapse over 5 days"). */
export function stageBoundary(expiresOn: string, stage: GraceStageRule): string {
  return stage.unit === 'days' ? addDays(expiresOn, stage.after) : addMonths(expiresOn, stage.after);
}

/** The furthest grace stage reached on `today`, or null when none (or not expired). */
export function reachedStage(expiresOn: string, today: string, rule: CredentialRule): GraceStage | null {
  let reached: GraceStage | null = null;
  for (const stage of sortStages(rule.graceStages)) {
    if (today > stageBoundary(expiresOn, stage)) reached = stage.stage;
  }
  return reached;
}

/**
 * What the badge says. No date: current (the type does not expire). Before the date: expiring soon
 * within EXPIRING_SOON_DAYS, else current. From the day after: expired, or the furthest grace stage
 * reached.
 */
export function standingUnderRule(
  expiresOn: string | null | undefined,
  today: string,
  rule: CredentialRule,
): CredentialStanding {
  if (!expiresOn) return 'current';
  const days = daysBetween(today, expiresOn);
  if (days >= 0) return days <= EXPIRING_SOON_DAYS ? 'expiring_soon' : 'current';
  return reachedStage(expiresOn, today, rule) ?? 'expired';
}

/** The standing of a credential of `type` under the rules in force (the catalogue and any override). */
export function credentialStanding(
  type: DocumentType,
  expiresOn: string | null | undefined,
  today: string,
  overrides: CredentialRuleOverrides = {},
): CredentialStanding {
  return standingUnderRule(expiresOn, today, effectiveRule(type, overrides));
}

/**
 * The furthest grace stage reached and the day it began: the daily job claims one reminder per
 * stage (so a day the job did not run is caught up on the next), which says the stage's consequence.
 */
export function dueGraceStage(
  expiresOn: string,
  today: string,
  rule: CredentialRule,
): { stage: GraceStage; startedOn: string } | null {
  const reached = reachedStage(expiresOn, today, rule);
  if (!reached) return null;
  const stage = rule.graceStages.find((s) => s.stage === reached) as GraceStageRule;
  return { stage: reached, startedOn: addDays(stageBoundary(expiresOn, stage), 1) };
}
