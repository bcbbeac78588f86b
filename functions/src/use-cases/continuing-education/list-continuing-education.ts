import type { Caller } from '../../domain/caller';
import { continuingEducationOf } from '../steps/continuing-education-progress';
import { requireOwnProfile } from '../steps/own-profile';

/** The caller's activities and their progress in the current licence cycle (cycleEndsOn null without an approved licence). */
export async function listContinuingEducation({ caller }: { caller: Caller }) {
  await requireOwnProfile(caller);
  return continuingEducationOf(caller.userId);
}
