/**
 * A pharmacist's continuing-education progress in the current licence cycle (issue 27 part B): the
 * cycle ends on the expiry date of their current pharmacist licence once approved, and began one licence
 * cycle before (the pharmacist licence's rule in force: 36 months unless a super admin changed it); hours
 * count when completed inside it. Shared by the list route and the daily reminders.
 */
import type { ContinuingEducationResponse } from '@lunia/shared/api/schemas/continuing-education';
import { type CeCycle, ceCycleOf, completedHoursIn, countsInCycle } from '@lunia/shared/domain/continuing-education';
import {
  type CredentialRuleOverrides,
  ceCycleMonths,
  ceRequiredHours,
} from '@lunia/shared/domain/credentials/catalogue';
import { currentDocumentOf } from '@lunia/shared/domain/current-document';
import { type CeActivityEntity, listActivities } from '../../data/continuing-education';
import { getCredentialRules } from '../../data/credential-rules';
import { type DocumentEntity, listOwnerDocuments } from '../../data/documents';

/** The cycle of the current, approved pharmacist licence among `documents`, under the rules in force. */
function ceCycleAmong(documents: DocumentEntity[], overrides: CredentialRuleOverrides): CeCycle | null {
  const licence = currentDocumentOf(documents, 'pharmacist_license');
  if (licence?.status !== 'approved' || !licence.expiresOn) return null;
  return ceCycleOf(licence.expiresOn, ceCycleMonths(overrides));
}

/**
 * The cycle of the user's current, approved pharmacist licence with an expiry date; null without one.
 * `overrides`: the credential rules in force when the caller already read them.
 */
export async function currentCeCycle(userId: string, overrides?: CredentialRuleOverrides): Promise<CeCycle | null> {
  const [documents, rules] = await Promise.all([
    listOwnerDocuments('USER', userId),
    overrides ? { overrides } : getCredentialRules(),
  ]);
  return ceCycleAmong(documents, rules.overrides);
}

export const activityView = (activity: CeActivityEntity, cycle: CeCycle | null) => ({
  id: activity.id,
  title: activity.title,
  provider: activity.provider,
  hours: activity.hours,
  completedOn: activity.completedOn,
  inCycle: cycle ? countsInCycle(activity.completedOn, cycle) : false,
  createdAt: activity.createdAt,
  // A new activity has none; the list adds each one's certificate (list-continuing-education.ts).
  certificate: null,
});

/** Activities (newest completion first) and progress; `cycle` when the caller already knows it. */
export async function continuingEducationOf(
  userId: string,
  known?: { cycle: CeCycle | null },
): Promise<ContinuingEducationResponse> {
  const [activities, rules, documents] = await Promise.all([
    listActivities(userId),
    getCredentialRules(),
    known ? [] : listOwnerDocuments('USER', userId),
  ]);
  const cycle = known ? known.cycle : ceCycleAmong(documents, rules.overrides);
  return {
    activities: activities.map((activity) => activityView(activity, cycle)),
    progress: {
      // The hours in force: a super admin's edit of the credential rules, else the catalogue's default.
      requiredHours: ceRequiredHours(rules.overrides),
      completedHours: cycle ? completedHoursIn(activities, cycle) : 0,
      cycleEndsOn: cycle?.endsOn ?? null,
      cycleStartsOn: cycle?.startsOn ?? null,
    },
  };
}
