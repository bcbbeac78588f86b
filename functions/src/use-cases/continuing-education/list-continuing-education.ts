import type { Caller } from '../../domain/caller';
import { certificatesByActivity } from '../steps/ce-certificates';
import { continuingEducationOf } from '../steps/continuing-education-progress';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The caller's activities, each with its certificate (or null), and their progress in the current
 * licence cycle (cycleEndsOn null without an approved licence).
 */
export async function listContinuingEducation({ caller }: { caller: Caller }) {
  await requireOwnProfile(caller);
  const [education, certificates] = await Promise.all([
    continuingEducationOf(caller.userId),
    certificatesByActivity(caller.userId),
  ]);
  return {
    ...education,
    activities: education.activities.map((activity) => ({
      ...activity,
      certificate: certificates.get(activity.id) ?? null,
    })),
  };
}
