import { randomUUID } from 'node:crypto';
import type { ContinuingEducationBody } from '@lunia/shared/api/schemas/continuing-education';
import { COMPLETED_ON_MESSAGES, completedOnProblem } from '@lunia/shared/domain/continuing-education';
import { puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { type CeActivityEntity, putActivity } from '../../data/continuing-education';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { activityView, currentCeCycle } from '../steps/continuing-education-progress';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * Records an activity of the caller: the completion date may not be after today in Puerto Rico nor
 * absurdly old (the schema checked the rest). The activity and its audit event commit together.
 * `now` is for tests.
 */
export async function createContinuingEducation({
  caller,
  body,
  now = new Date(),
}: {
  caller: Caller;
  body: ContinuingEducationBody;
  now?: Date;
}) {
  const problem = completedOnProblem(body.completedOn, puertoRicoToday(now));
  if (problem) throw new AppError('VALIDATION_FAILED', COMPLETED_ON_MESSAGES[problem], 'completedOn');
  await requireOwnProfile(caller);
  const activity: CeActivityEntity = {
    id: randomUUID(),
    userId: caller.userId,
    title: body.title,
    provider: body.provider,
    hours: body.hours,
    completedOn: body.completedOn,
    createdAt: now.toISOString(),
  };
  await writeTransaction([
    putActivity(activity),
    putAuditEvent(
      newAuditEvent({
        targetType: 'USER',
        targetId: caller.userId,
        at: activity.createdAt,
        action: 'ce_activity_recorded',
        actorId: caller.userId,
        actorRole: 'owner',
      }),
    ),
  ]);
  return { activity: activityView(activity, await currentCeCycle(caller.userId)) };
}
