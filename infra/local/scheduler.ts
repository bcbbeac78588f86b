/**
 * The local stand-in for EventBridge schedules: every implemented `schedule` consumer of
 * functions/src/events/manifest.ts runs once when the stack starts (so a stack started in the
 * morning has done its daily job) and then every hour (the jobs are idempotent: each reminder is
 * claimed once per day and threshold, so running more often than daily sends nothing twice).
 */
import { eventHandlerEntries } from '../../functions/src/events/manifest';
import { ActivityCounter, describeError, invokeHandler } from './lambda-runtime';

export const LOCAL_SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/** The event EventBridge sends a scheduled target. */
const scheduledEvent = (ruleName: string) => ({
  version: '0',
  id: crypto.randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  time: new Date().toISOString(),
  resources: [`arn:aws:events:local:000000000000:rule/${ruleName}`],
  detail: {},
});

export interface LocalScheduler {
  readonly activity: ActivityCounter;
  /** Runs every scheduled job once now (what the hourly timer does). */
  runAll(): Promise<void>;
  stop(): void;
}

export function startLocalScheduler(options: { log: (line: string) => void; intervalMs?: number }): LocalScheduler {
  const jobs = eventHandlerEntries.filter(
    ([, consumer]) => consumer.status === 'implemented' && consumer.source.type === 'schedule',
  );
  const activity = new ActivityCounter();
  const runAll = async () => {
    for (const [id, consumer] of jobs) {
      await activity
        .track(() => invokeHandler(consumer.handler, scheduledEvent(id), 300_000))
        .catch((error: unknown) => options.log(`Scheduled job ${id} failed: ${describeError(error)}`));
    }
  };
  const timer = setInterval(() => void runAll(), options.intervalMs ?? LOCAL_SCHEDULE_INTERVAL_MS);
  timer.unref();
  return { activity, runAll, stop: () => clearInterval(timer) };
}
