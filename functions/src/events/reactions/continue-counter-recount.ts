import { COUNTER_RECOUNT_JOB_ENTITY, counterRecountJobFromItem } from '../../data/counter-recount-jobs';
import { maintenanceStepReaction } from './maintenance-step';
import type { Reaction } from './reaction';

/** A counter recount job advances one queue message at a time (./maintenance-step.ts). */
export const continueCounterRecount: Reaction = maintenanceStepReaction({
  entity: COUNTER_RECOUNT_JOB_ENTITY,
  fromItem: counterRecountJobFromItem,
  message: (job) => ({ jobId: job.id, step: job.step }),
});
