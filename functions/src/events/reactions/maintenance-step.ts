import type { CounterRecountMessage } from '@lunia/shared/queue-messages';
import { enqueueCounterRecountStep } from '../../lib/aws/counter-recount-queue';
import type { Item, Reaction } from './reaction';

/** What a maintenance job's item says of its next step. */
interface MaintenanceJobStep {
  id: string;
  status: string;
  step: number;
  nextDelaySeconds: number;
}

/**
 * The reaction that advances a maintenance job (a counter recount, an index backfill) one queue message
 * at a time, on the maintenance queue: a new job, or a job whose saved step moved on while still
 * running, gets its next step queued (`message`), after the delay the job asks for. A redelivered
 * record queues the same step again; the worker runs a step only while the job waits for it, so the
 * copy does nothing.
 */
export function maintenanceStepReaction<J extends MaintenanceJobStep>(options: {
  entity: string;
  fromItem: (item: Item) => J;
  message: (job: J) => CounterRecountMessage;
}): Reaction {
  return {
    entity: options.entity,
    async handle({ eventName, oldItem, newItem }) {
      if (!newItem || (eventName !== 'INSERT' && eventName !== 'MODIFY')) return;
      const job = options.fromItem(newItem);
      if (job.status !== 'running') return;
      if (eventName === 'MODIFY' && oldItem && Number(oldItem.step) === job.step) return;
      await enqueueCounterRecountStep(options.message(job), job.nextDelaySeconds);
    },
  };
}
