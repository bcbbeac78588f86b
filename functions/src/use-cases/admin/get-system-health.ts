import { lastStreamEventAt, mailSentToday } from '../../data/system-signals';
import { queueDepth } from '../../lib/aws/queue-status';
import { env } from '../../lib/env';

/**
 * System health for /admin/settings, from real signals: each queue's depth and its dead letters
 * (SQS GetQueueAttributes), when the table stream last processed a change, and e-mails sent today.
 */
export async function getSystemHealth(_input: Record<string, never> = {}) {
  const queues = [
    { name: 'mail' as const, url: env.mailQueueUrl, deadLetters: env.mailDeadLetterQueueUrl },
    { name: 'auth-mail' as const, url: env.authMailQueueUrl, deadLetters: env.authMailDeadLetterQueueUrl },
    { name: 'reminders' as const, url: env.reminderQueueUrl, deadLetters: env.reminderDeadLetterQueueUrl },
  ];
  const [depths, lastEvent, mailToday] = await Promise.all([
    Promise.all(
      queues.map(async (queue) => {
        const [depth, dead] = await Promise.all([queueDepth(queue.url), queueDepth(queue.deadLetters)]);
        return {
          name: queue.name,
          waiting: depth.waiting,
          inFlight: depth.inFlight,
          deadLetters: dead.waiting + dead.inFlight,
        };
      }),
    ),
    lastStreamEventAt(),
    mailSentToday(),
  ]);
  return {
    queues: depths,
    lastStreamEventAt: lastEvent,
    mailSentToday: mailToday,
    checkedAt: new Date().toISOString(),
  };
}
