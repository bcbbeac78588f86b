import { INDEX_BACKFILL_JOB_ENTITY, indexBackfillJobFromItem } from '../../data/index-backfill-jobs';
import { enqueueCounterRecountStep } from '../../lib/aws/counter-recount-queue';
import type { Reaction } from './reaction';

/**
 * An index backfill advances one queue message at a time, on the maintenance queue it shares with the
 * counter recount: a new job, or a job whose saved step moved on while still running, gets its next
 * step queued. A redelivered record queues the same step again; the worker runs a step only while the
 * job waits for it, so the copy does nothing.
 */
export const continueIndexBackfill: Reaction = {
  entity: INDEX_BACKFILL_JOB_ENTITY,
  async handle({ eventName, oldItem, newItem }) {
    if (!newItem || (eventName !== 'INSERT' && eventName !== 'MODIFY')) return;
    const job = indexBackfillJobFromItem(newItem);
    if (job.status !== 'running') return;
    if (eventName === 'MODIFY' && oldItem && Number(oldItem.step) === job.step) return;
    await enqueueCounterRecountStep({ kind: 'index-backfill', jobId: job.id, step: job.step }, job.nextDelaySeconds);
  },
};
