/**
 * Issue 42: alarms where failures hide, OK notifications, runbook links that resolve, EventBridge
 * targets that keep what they cannot deliver, and the public routes' concurrency ceiling. Reads the
 * shared dev synth (./synth-lunia.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/src/data/table-definition';
import { implementedRoutes } from '../../shared/src/api/routes';
import { STAGE_THROTTLE } from '../lib/abuse-limits';
import { PUBLIC_ROUTE_CONCURRENCY } from '../lib/api-routes-stack';
import { repoRoot } from '../lib/app-config';
import { HIDDEN_FAILURE_THRESHOLDS } from '../lib/failure-alarms';
import { SCAN_FAILURE_STATUSES } from '../lib/malware-protection';
import { ALARM_THRESHOLDS } from '../lib/operations';
import { resourcesOfType, type SynthesizedLunia, sharedLunia, stageStacks } from './synth-lunia';

let dev: SynthesizedLunia;

beforeAll(async () => {
  dev = await sharedLunia();
}, 300_000);

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdownPath: string): Set<string> {
  const text = readFileSync(join(repoRoot, markdownPath), 'utf8');
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1] ?? ''));
  return new Set(headings);
}

const alarmsOf = (stack: Stack) => resourcesOfType(dev.template(stack), 'AWS::CloudWatch::Alarm');

describe('alarm descriptions link the runbook (issue 42)', () => {
  it('heading anchors are GitHub’s', () => {
    expect(headingAnchor('4. Alarms and what to do')).toBe('4-alarms-and-what-to-do');
    expect(headingAnchor('The API answers 5xx')).toBe('the-api-answers-5xx');
    expect(headingAnchor('E-mail bounces and complaints')).toBe('e-mail-bounces-and-complaints');
  });

  it('every alarm of every stack links a section of docs/deploy.md that exists, and notifies when it is OK again', () => {
    const anchors = anchorsOf('docs/deploy.md');
    let count = 0;
    for (const stack of stageStacks(dev.stacks)) {
      for (const [id, alarm] of alarmsOf(stack)) {
        count += 1;
        const description = String(alarm.Properties?.AlarmDescription ?? '');
        const link = /Runbook: (docs\/deploy\.md)#([a-z0-9-]+)/.exec(description);
        expect(link, `${stack.stackName} ${id}: ${description}`).not.toBeNull();
        expect(anchors.has(link?.[2] ?? ''), `${stack.stackName} ${id} links #${link?.[2]}`).toBe(true);
        expect(alarm.Properties?.OKActions, `${stack.stackName} ${id}`).toEqual(alarm.Properties?.AlarmActions);
      }
    }
    expect(count).toBeGreaterThan(150);
  });
});

describe('alarms where failures hide (issue 42)', () => {
  it('the table stream consumer alarms on its iterator age', () => {
    dev.template(dev.stacks.events).hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: HIDDEN_FAILURE_THRESHOLDS.streamIteratorAgeMinutes * 60_000,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: Match.stringLikeRegexp('^TableStream') } }],
    });
  });

  it('the table alarms on system errors, and each index on its own throttled reads and writes', () => {
    const data = dev.template(dev.stacks.data);
    const alarms = alarmsOf(dev.stacks.data).map(([, alarm]) => JSON.stringify(alarm.Properties));
    expect(alarms.some((alarm) => alarm.includes('"MetricName":"SystemErrors"'))).toBe(true);
    expect(TABLE_INDEXES.length).toBeGreaterThan(0);
    for (const index of TABLE_INDEXES) {
      const forIndex = alarms.filter((alarm) => alarm.includes(`"Value":"${index.name}"`));
      expect(forIndex.join(), index.name).toContain('ReadThrottleEvents');
      expect(forIndex.join(), index.name).toContain('WriteThrottleEvents');
    }
    data.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              Dimensions: Match.arrayWith([{ Name: 'GlobalSecondaryIndexName', Value: TABLE_INDEXES[0]?.name }]),
            }),
          }),
        }),
      ]),
    });
  });

  it('the WAF alarms on a spike of blocked requests, found by the WebACL’s stage name', () => {
    const site = dev.template(dev.stacks.site);
    site.hasResourceProperties('AWS::WAFv2::WebACL', { Name: 'Lunia-dev-Site-WebAcl' });
    site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Threshold: HIDDEN_FAILURE_THRESHOLDS.wafBlockedRequests,
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: 'Lunia-dev-Site-WebAcl' }]),
    });
  });

  it('GuardDuty scans without a verdict alarm through their rule’s matched events', () => {
    const data = dev.template(dev.stacks.data);
    const [[ruleId] = []] = resourcesOfType(data, 'AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties?.EventPattern).includes('FAILED'),
    );
    expect(ruleId).toBeDefined();
    data.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        detail: Match.objectLike({ scanResultDetails: { scanResultStatus: SCAN_FAILURE_STATUSES } }),
      }),
    });
    data.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Events',
      MetricName: 'MatchedEvents',
      Dimensions: [{ Name: 'RuleName', Value: { Ref: ruleId } }],
    });
  });

  it('the account’s concurrency, SES early warnings below AWS’s review rates, and a monthly budget', () => {
    const alarms = dev.template(dev.stacks.alarms);
    alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'ConcurrentExecutions',
      Threshold: HIDDEN_FAILURE_THRESHOLDS.accountConcurrency,
    });
    expect(ALARM_THRESHOLDS.sesBounceRate).toBeLessThan(0.05);
    expect(ALARM_THRESHOLDS.sesComplaintRate).toBeLessThan(0.001);
    alarms.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({
        BudgetName: 'Lunia-dev-monthly',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 50, Unit: 'USD' },
        CostFilters: { TagKeyValue: ['user:lunia:stage$dev'] },
      }),
      NotificationsWithSubscribers: [
        Match.objectLike({ Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }) }),
        Match.objectLike({ Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }) }),
      ],
    });
    alarms.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'budgets.amazonaws.com' }, Action: 'sns:Publish' }),
        ]),
      }),
    });
  });

  it('every failure queue of the events stack alarms on one message and links the redrive section', () => {
    const events = dev.template(dev.stacks.events);
    const queues = resourcesOfType(events, 'AWS::SQS::Queue').map(([id]) => id);
    expect(queues.length).toBeGreaterThan(3);
    const alarms = resourcesOfType(events, 'AWS::CloudWatch::Alarm');
    for (const queue of queues) {
      const own = alarms.filter(([id]) => id.startsWith(queue.replace(/[A-F0-9]{8}$/, '')));
      expect(
        own.map(([id]) => id.replace(/[A-F0-9]{8}$/, '')),
        queue,
      ).toEqual([`${queue.replace(/[A-F0-9]{8}$/, '')}MessagesAlarm`]);
      expect(String(own[0]?.[1].Properties?.AlarmDescription)).toContain('docs/deploy.md#redrive-a-dead-letter-queue');
    }
  });

  it('every EventBridge rule’s Lambda target retries for a day and then keeps the event in a dead-letter queue', () => {
    const rules = resourcesOfType(dev.template(dev.stacks.events), 'AWS::Events::Rule');
    expect(rules.length).toBeGreaterThan(3);
    for (const [id, rule] of rules) {
      for (const target of rule.Properties?.Targets as Record<string, unknown>[]) {
        expect(target.DeadLetterConfig, id).toEqual({ Arn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } });
        expect(target.RetryPolicy, id).toEqual({ MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 8 });
      }
    }
  });
});

describe('the edge is the only door (issue 42)', () => {
  it('each public route’s function has a concurrency ceiling; signed-in routes do not', () => {
    const publicRoutes = implementedRoutes.filter(([, route]) => route.access === 'public');
    expect(publicRoutes.length).toBeGreaterThan(3);
    let reserved = 0;
    for (const stack of dev.stacks.apiRoutes.values()) {
      for (const [, fn] of resourcesOfType(dev.template(stack), 'AWS::Lambda::Function')) {
        const handler = fn.Properties?.Description as string;
        const route = implementedRoutes.find(([, def]) => def.handler === handler)?.[1];
        if (!route) continue;
        expect(fn.Properties?.ReservedConcurrentExecutions, handler).toBe(
          route.access === 'public' ? PUBLIC_ROUTE_CONCURRENCY : undefined,
        );
        if (route.access === 'public') reserved += PUBLIC_ROUTE_CONCURRENCY;
      }
    }
    expect(reserved).toBe(publicRoutes.length * PUBLIC_ROUTE_CONCURRENCY);
  });

  it('the stage throttle is the one the decision records (docs/decisions/) state last', () => {
    dev.template(dev.stacks.apiStage).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
        ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      }),
    });
    const folder = join(repoRoot, 'docs/decisions');
    const decisions = readdirSync(folder)
      .filter((name) => /^\d{4}-.*\.md$/.test(name))
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .join('\n');
    const recorded = [...decisions.matchAll(/stage throttle: (\d+) requests\/s, burst (\d+)/g)].at(-1);
    expect(recorded?.slice(1).map(Number)).toEqual([STAGE_THROTTLE.rateLimit, STAGE_THROTTLE.burstLimit]);
  });
});
