/**
 * Issue 26: stages side by side, alarms on every resource with an action, the dashboard, log settings.
 * The dev stage is the shared synth; a second stage (prod, every value given) is built here with inline
 * function code and not synthesized (a second synth would double the suite's cost): what the stages must
 * not share is decided before synthesis (stack names), or follows from a rule the dev synth shows
 * (every export name starts with the stack name).
 */
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../shared/src/operations/metrics';
import { readConfig } from '../lib/app-config';
import { addLuniaStacks, type LuniaStacks } from '../lib/lunia-app';
import { ALARM_THRESHOLDS, AlarmsStack } from '../lib/operations';
import { resourcesOfType, type SynthesizedLunia, sharedLunia, stageStacks } from './synth-lunia';
import { appInTemporaryFolder, temporaryFolder } from './temporary-folder';

let dev: SynthesizedLunia;
let prod: LuniaStacks;

/** Stage prod as a team's filled-in copy of infra/stage-examples/prod.json (test values: infra/test/stages/prod.json). */
const PROD_CONTEXT = { stage: 'prod', stageFile: 'infra/test/stages/prod.json' };

/** Every export name a set of templates declares. */
function exportNames(templates: Template[]): string[] {
  return templates.flatMap((template) =>
    Object.values(template.findOutputs('*')).flatMap((output) => {
      const name = (output as { Export?: { Name?: unknown } }).Export?.Name;
      return typeof name === 'string' ? [name] : [];
    }),
  );
}

beforeAll(async () => {
  dev = await sharedLunia();
  const app = appInTemporaryFolder(PROD_CONTEXT);
  const config = readConfig(app, { validation: false, webDistDir: '/nonexistent-web-build' });
  prod = addLuniaStacks(app, config, { code: () => lambda.Code.fromInline('export const handler = () => {};') });
}, 120_000);

describe('stages side by side (issue 26)', () => {
  it('every stack name carries the stage', () => {
    expect(stageStacks(dev.stacks).filter((stack) => !stack.stackName.startsWith('Lunia-dev-'))).toEqual([]);
    expect(stageStacks(prod).filter((stack) => !stack.stackName.startsWith('Lunia-prod-'))).toEqual([]);
    expect(dev.stacks.data.stackName).toBe('Lunia-dev-Data');
  });

  it('every export name carries the stage, so no stage imports another’s', () => {
    const exports = exportNames(stageStacks(dev.stacks).map((stack) => dev.template(stack)));
    expect(exports.length).toBeGreaterThan(10);
    expect(exports.filter((name) => !name.startsWith('Lunia-dev-'))).toEqual([]);
  });

  it('prod serves its custom domain and protects its stateful stacks; dev can be torn down', () => {
    expect(prod.site.node.tryFindChild('DomainRecords')).toBeDefined();
    expect(prod.data.terminationProtection).toBe(true);
    expect(prod.auth.terminationProtection).toBe(true);
    expect(dev.stacks.data.terminationProtection).toBe(false);
  });
});

describe('alarms', () => {
  it('the alarm topic e-mails the stage’s on-call address; a stage file saying "none" e-mails nobody (noted)', () => {
    dev.template(dev.stacks.alarms).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@lunia.test',
    });
    expect(prod.alarms.alarmEmail).toBe('oncall@pharmacy.test');
    const unattended = new AlarmsStack(new App({ outdir: temporaryFolder('lunia-app-') }), 'LuniaAlarms', {
      stage: 'pr-1',
      monthlyBudgetUsd: 20,
    });
    Template.fromStack(unattended).resourceCountIs('AWS::SNS::Subscription', 0);
    expect(Annotations.fromStack(unattended).findInfo('*', Match.stringLikeRegexp('alarmEmail "none"'))).toHaveLength(
      1,
    );
  });

  it('every function has an alarm on its errors and throttles that notifies the topic', () => {
    for (const stack of [dev.stacks.events, ...dev.stacks.apiRoutes.values()]) {
      const template = dev.template(stack);
      const functions = resourcesOfType(template, 'AWS::Lambda::Function').filter(
        ([id]) =>
          // CDK's own helper functions (bucket notifications) are not ours to alarm on.
          !id.startsWith('BucketNotificationsHandler'),
      );
      const alarms = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([id]) => id.includes('FailureAlarm'));
      expect(alarms.length, stack.stackName).toBe(functions.length);
      for (const [, alarm] of alarms) {
        expect(alarm.Properties?.AlarmActions, stack.stackName).toEqual([
          { 'Fn::ImportValue': expect.stringMatching(/^Lunia-dev-Alarms:/) },
        ]);
      }
    }
  });

  it('every dead-letter queue alarms on one message; every work queue on its oldest message', () => {
    const data = dev.template(dev.stacks.data);
    const queues = resourcesOfType(data, 'AWS::SQS::Queue').map(([id]) => id);
    const alarms = resourcesOfType(data, 'AWS::CloudWatch::Alarm');
    for (const queue of queues) {
      const kind = queue.includes('DeadLetterQueue') ? 'MessagesAlarm' : 'AgeAlarm';
      expect(
        alarms.some(([id]) => id.startsWith(queue.replace(/[A-F0-9]{8}$/, '')) && id.includes(kind)),
        queue,
      ).toBe(true);
    }
    data.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateAgeOfOldestMessage',
      Threshold: ALARM_THRESHOLDS.queueAgeMinutes * 60,
    });
  });

  it('the table alarms on throttles; the API on its 5xx rate and p99 latency', () => {
    dev.template(dev.stacks.data).hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: 'reads + writes' })]),
    });
    const stage = dev.template(dev.stacks.apiStage);
    stage.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Threshold: ALARM_THRESHOLDS.api5xxRate,
      Metrics: Match.arrayWith([Match.objectLike({ Expression: Match.stringLikeRegexp('errors / requests') })]),
    });
    stage.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
    });
  });

  it('SES reputation, payment webhooks and a reminder job that delivered nothing alarm too', () => {
    const alarms = dev.template(dev.stacks.alarms);
    alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Reputation.BounceRate',
      Threshold: ALARM_THRESHOLDS.sesBounceRate,
    });
    alarms.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Reputation.ComplaintRate',
      Threshold: ALARM_THRESHOLDS.sesComplaintRate,
    });
    for (const metric of [BUSINESS_METRICS.webhookFailures, BUSINESS_METRICS.reminderJobsWithoutDelivery]) {
      alarms.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metric, Namespace: 'Lunia/dev' });
    }
    for (const [, alarm] of resourcesOfType(alarms, 'AWS::CloudWatch::Alarm')) {
      expect(alarm.Properties?.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
    }
  });
});

describe('logs and the dashboard', () => {
  it('every log group keeps the stage’s retention; functions log at its level into its metrics namespace', () => {
    for (const stack of [dev.stacks.events, dev.stacks.apiStage, ...dev.stacks.apiRoutes.values()]) {
      for (const [id, group] of resourcesOfType(dev.template(stack), 'AWS::Logs::LogGroup')) {
        expect(group.Properties?.RetentionInDays, id).toBe(30);
      }
    }
    dev.template(dev.stacks.events).hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ LOG_LEVEL: 'DEBUG', POWERTOOLS_METRICS_NAMESPACE: 'Lunia/dev' }),
      },
    });
  });

  it('one dashboard per stage finds the stage’s functions and queues by name', () => {
    const [[, dashboard] = []] = resourcesOfType(dev.template(dev.stacks.dashboard), 'AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard?.Properties?.DashboardBody);
    expect(dashboard?.Properties?.DashboardName).toBe('Lunia-dev-operations');
    expect(body).toContain('{AWS/Lambda,FunctionName} MetricName=\\\\\\"Errors\\\\\\" \\\\\\"Lunia-dev-\\\\\\"');
    expect(body).toContain('Reputation.BounceRate');
    expect(body).toContain(BUSINESS_METRICS.paymentsSucceeded);
  });
});
