import { COUNTER_RECOUNT_JOB_ENTITY, counterRecountJobFromItem } from '../../data/counter-recount-jobs';
import { enqueueCounterRecountStep } from '../../lib/aws/counter-recount-queue';
import type { Reaction } from './reaction';

/**
 * A counter recount job advances one queue message at a time: a new job, or a job whose saved step
 * moved on while still running, gets its next step queued (after the delay the job asks for). A
 * redelivered record queues the same step again; the worker runs a step only while the job waits
 * for it, so the copy does nothing.
 */
export const continueCounterRecount: Reaction = {
  entity: COUNTER_RECOUNT_JOB_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (!newItem || (eventName !== 'INSERT' && eventName !== 'MODIFY')) return;
    const job = counterRecountJobFromItem(newItem);
    if (job.status !== 'running') return;
    if (eventName === 'MODIFY' && oldItem && Number(oldItem.step) === job.step) return;
    await enqueueCounterRecountStep({ jobId: job.id, step: job.step }, job.nextDelaySeconds);
  },
};
