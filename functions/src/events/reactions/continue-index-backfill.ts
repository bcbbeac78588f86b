import { INDEX_BACKFILL_JOB_ENTITY, indexBackfillJobFromItem } from '../../data/index-backfill-jobs';
import { maintenanceStepReaction } from './maintenance-step';
import type { Reaction } from './reaction';

/**
 * An index backfill advances one queue message at a time, on the maintenance queue it shares with the
 * counter recount (./maintenance-step.ts).
 */
export const continueIndexBackfill: Reaction = maintenanceStepReaction({
  entity: INDEX_BACKFILL_JOB_ENTITY,
  fromItem: indexBackfillJobFromItem,
  message: (job) => ({ kind: 'index-backfill', jobId: job.id, step: job.step }),
});
