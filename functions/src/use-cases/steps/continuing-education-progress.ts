/**
 * A pharmacist's continuing-education progress in the current licence cycle (issue 27 part B): the
 * cycle ends on the expiry date of their current pharmacist licence once approved, and began 3 years
 * before; hours count when completed inside it. Shared by the list route and the daily reminders.
 */
import type { ContinuingEducationResponse } from '@lunia/shared/api/schemas/continuing-education';
import { type CeCycle, ceCycleOf, completedHoursIn, countsInCycle } from '@lunia/shared/domain/continuing-education';
import { ceRequiredHours } from '@lunia/shared/domain/credentials/catalogue';
import { currentDocumentOf } from '@lunia/shared/domain/current-document';
import { type CeActivityEntity, listActivities } from '../../data/continuing-education';
import { getCredentialRules } from '../../data/credential-rules';
import { listOwnerDocuments } from '../../data/documents';

/** The cycle of the user's current, approved pharmacist licence with an expiry date; null without one. */
export async function currentCeCycle(userId: string): Promise<CeCycle | null> {
  const licence = currentDocumentOf(await listOwnerDocuments('USER', userId), 'pharmacist_license');
  if (licence?.status !== 'approved' || !licence.expiresOn) return null;
  return ceCycleOf(licence.expiresOn);
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
  const [activities, cycle, rules] = await Promise.all([
    listActivities(userId),
    known ? Promise.resolve(known.cycle) : currentCeCycle(userId),
    getCredentialRules(),
  ]);
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
