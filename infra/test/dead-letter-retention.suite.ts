/**
 * Issue 42: the retention figures of docs/deploy.md ("A queue backs up", the table after
 * `<!-- retention-table -->`) are the templates' own, and the workers' idempotency records outlive every
 * dead-letter queue, so a late redrive (`npm run ops:redrive`) cannot send an e-mail twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_RETENTION_SECONDS } from '../../functions/src/data/idempotency';
import { repoRoot } from '../lib/app-config';
import { STREAM_RECORD_RETENTION_MS } from '../ops/dead-letter-redrive';
import { deadLetterQueuesFrom, type Resource } from '../ops/redrive-stage';
import { resourcesOfType, type SynthesizedLunia, sharedLunia } from './synth-lunia';

/** SQS keeps a message 4 days unless the queue says otherwise (MessageRetentionPeriod, CreateQueue). */
const SQS_DEFAULT_RETENTION_SECONDS = 4 * 24 * 3600;
const UNIT_SECONDS: Record<string, number> = { hour: 3600, hours: 3600, day: 86_400, days: 86_400 };

/** The documented table: row label → seconds. */
function documentedRetention(): Map<string, number> {
  const doc = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
  const table = doc.split('<!-- retention-table -->')[1]?.split('\n\n')[0] ?? '';
  const rows = new Map<string, number>();
  for (const line of table.split('\n')) {
    const match = /^\| ([^|]+) \| (\d+) (hours?|days?) \|$/.exec(line.trim());
    if (match?.[1] && match[2] && match[3]) rows.set(match[1].trim(), Number(match[2]) * (UNIT_SECONDS[match[3]] ?? 0));
  }
  return rows;
}

const retentionOf = (queue: { Properties?: { MessageRetentionPeriod?: number } }) =>
  queue.Properties?.MessageRetentionPeriod ?? SQS_DEFAULT_RETENTION_SECONDS;

let lunia: SynthesizedLunia;
let data: Template;
let events: Template;

beforeAll(async () => {
  lunia = await sharedLunia();
  data = lunia.template(lunia.stacks.data);
  events = lunia.template(lunia.stacks.events);
});

describe('retention figures (docs/deploy.md) and the templates', () => {
  it('the documented figures are the queues’, and idempotency records outlive every dead-letter queue', () => {
    const documented = documentedRetention();
    expect([...documented.keys()]).toEqual([
      'work queues (mail, reminders, counter recount)',
      'auth mail queue',
      'dead-letter queues (work queues, asynchronous functions, table stream failures)',
      'idempotency records (mail and reminder workers)',
      'table stream records',
    ]);
    const queues = [...resourcesOfType(data, 'AWS::SQS::Queue'), ...resourcesOfType(events, 'AWS::SQS::Queue')];
    const deadLetter = queues.filter(([id]) => /DeadLetter|Failures/.test(id));
    const work = queues.filter(([id]) => !/DeadLetter|Failures/.test(id));
    expect(deadLetter.length).toBeGreaterThanOrEqual(4 + 1 + 1);
    expect(work.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual(
      expect.arrayContaining(['AuthMailQueue', 'MailQueue']),
    );

    const authMail = work.filter(([id]) => id.startsWith('AuthMailQueue'));
    const others = work.filter(([id]) => !id.startsWith('AuthMailQueue'));
    expect(new Set(authMail.map(([, q]) => retentionOf(q)))).toEqual(new Set([documented.get('auth mail queue')]));
    expect(new Set(others.map(([, q]) => retentionOf(q)))).toEqual(
      new Set([documented.get('work queues (mail, reminders, counter recount)')]),
    );
    const deadLetterRetention = documented.get(
      'dead-letter queues (work queues, asynchronous functions, table stream failures)',
    );
    expect(new Set(deadLetter.map(([, q]) => retentionOf(q)))).toEqual(new Set([deadLetterRetention]));

    expect(documented.get('idempotency records (mail and reminder workers)')).toBe(IDEMPOTENCY_RETENTION_SECONDS);
    expect(IDEMPOTENCY_RETENTION_SECONDS).toBeGreaterThan(Math.max(...deadLetter.map(([, q]) => retentionOf(q))));
    expect(documented.get('table stream records')).toBe(STREAM_RECORD_RETENTION_MS / 1000);
  });
});

describe('npm run ops:redrive finds every dead-letter queue in the templates', () => {
  /** The templates' resources as `list-stack-resources` lists them, with made-up physical ids. */
  const deployed = (template: Template): Resource[] =>
    Object.entries(template.toJSON().Resources as Record<string, { Type: string }>).map(([id, resource]) => ({
      LogicalResourceId: id,
      ResourceType: resource.Type,
      PhysicalResourceId:
        resource.Type === 'AWS::SQS::Queue' ? `https://sqs.us-east-1.amazonaws.com/111122223333/q-${id}` : `fn-${id}`,
    }));

  it('each work queue, each asynchronous function and the table stream, with the function to invoke', () => {
    const queues = deadLetterQueuesFrom({
      data: deployed(data),
      events: deployed(events),
      region: 'us-east-1',
      eventsStack: 'Lunia-test-Events',
    });
    const deadLetterQueueCount = [
      ...resourcesOfType(data, 'AWS::SQS::Queue'),
      ...resourcesOfType(events, 'AWS::SQS::Queue'),
    ].filter(([id]) => /DeadLetter|Failures/.test(id)).length;
    expect(queues).toHaveLength(deadLetterQueueCount);
    const byKind = (kind: string) => queues.filter((q) => q.kind === kind).map((q) => q.name);
    expect(byKind('sqs')).toEqual(expect.arrayContaining(['auth-mail', 'counter-recount', 'mail', 'reminder']));
    expect(byKind('stream')).toEqual(['table-stream']);
    expect(byKind('lambda-async')).toEqual(expect.arrayContaining(['expiry-check']));
    for (const queue of queues.filter((q) => q.kind !== 'sqs')) {
      expect(queue.functionName, queue.name).toMatch(/^fn-/);
    }
    expect(queues.find((q) => q.name === 'mail')?.arn).toMatch(
      /^arn:aws:sqs:us-east-1:111122223333:q-MailDeadLetterQueue/,
    );
  });
});
