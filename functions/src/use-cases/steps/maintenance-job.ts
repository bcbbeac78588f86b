import { randomUUID } from 'node:crypto';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from './actor';

/**
 * What every new maintenance job (a counter recount, an index backfill) starts with: a fresh id,
 * running from step 0 without delay, and who started it and when. The table stream sees the new job
 * and queues its first step.
 */
export async function newMaintenanceJob(caller: Caller) {
  const name = (await actorNameOf(caller)) ?? caller.userId;
  return {
    id: randomUUID(),
    status: 'running' as const,
    step: 0,
    nextDelaySeconds: 0,
    createdAt: new Date().toISOString(),
    createdBy: { id: caller.userId, name },
    completedAt: null,
  };
}
