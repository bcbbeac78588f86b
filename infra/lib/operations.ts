/**
 * Operations (issue 26): where alarms go, which alarms every resource gets, and the stage's log
 * settings, decided once.
 *
 * - `AlarmsStack` (first in the app) holds the SNS topic every alarm notifies (e-mailed to the stage's
 *   `alarmEmail`) and the alarms that belong to no one resource: SES reputation, payment webhooks that
 *   failed, and a bulk reminder job that delivered nothing (business metrics, shared/src/operations).
 * - `OperationalStandards`, an aspect on the whole app, gives each resource its alarms in the
 *   resource's own stack (so no stack reaches into another for them) and sets log retention and level:
 *   every function (errors and throttles), every queue (a dead-letter queue holding anything; the age of
 *   a work queue's oldest message), the table (throttled requests) and the API stage (5xx rate, p99
 *   latency). A resource added later gets its alarms without anyone remembering to add them.
 */
import { Annotations, Duration, type IAspect, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct, IConstruct } from 'constructs';
import { BUSINESS_METRICS, METRICS_SERVICE, metricsNamespace } from '../../shared/src/operations/metrics';
import { ApiFunction } from '../constructs/api-function';
import {
  monthlyBudget,
  runbook,
  watch,
  watchAccountConcurrency,
  watchMalwareScans,
  watchStreamConsumer,
  watchTableInternals,
  watchWebAcl,
} from './failure-alarms';
import { DocumentMalwareProtection } from './malware-protection';
import { RestoredTableRef } from './restored-table';
import type { StageValues } from './stage-config';

/** The thresholds, in one place for the runbook (docs/deploy.md, "Alarms"). */
export const ALARM_THRESHOLDS = {
  /** Minutes a work queue's oldest message may wait before someone should look. */
  queueAgeMinutes: 15,
  /** Share of API requests answered 5xx over 5 minutes (with at least 20 requests). */
  api5xxRate: 0.01,
  apiMinimumRequests: 20,
  /** p99 latency of the API over 5 minutes, milliseconds. */
  apiP99LatencyMs: 3000,
  /**
   * Early warnings, below the rates at which SES puts an account under review (5 % bounces, 0.1 %
   * complaints; it may pause sending at 10 % and 0.5 %): time to find the cause before AWS acts.
   */
  sesBounceRate: 0.02,
  sesComplaintRate: 0.0005,
} as const;

export interface AlarmsStackProps extends StackProps {
  stage: string;
  alarmEmail?: string | undefined;
  /** The stage's monthly AWS Budget, USD (stage file `monthlyBudgetUsd`). */
  monthlyBudgetUsd: number;
}

export class AlarmsStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarmEmail: string | undefined;

  constructor(scope: Construct, id: string, props: AlarmsStackProps) {
    super(scope, id, props);
    this.alarmEmail = props.alarmEmail;
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `Lunia ${props.stage} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'HIPAA.Security-SNSEncryptedKMS',
      reason:
        'Alarm notifications carry alarm names, thresholds and metric values, no personal or health data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key for this alone is not warranted.',
    });
    // A stage file says `"alarmEmail": "none"` on purpose (a development stage): alarms then show on the console only.
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    else
      Annotations.of(this).addInfo(
        'The stage file says alarmEmail "none": alarms are visible in CloudWatch but e-mail nobody (docs/deploy.md).',
      );

    const business = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: metricsNamespace(props.stage),
        metricName,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    const ses = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.minutes(15),
      });
    this.alarm('SesBounceRate', ses('Reputation.BounceRate'), {
      threshold: ALARM_THRESHOLDS.sesBounceRate,
      description: `SES bounce rate at or over ${ALARM_THRESHOLDS.sesBounceRate * 100} %, an early warning (SES reviews the account at 5 % and may pause it at 10 %). ${runbook('e-mail-bounces-and-complaints')}`,
    });
    this.alarm('SesComplaintRate', ses('Reputation.ComplaintRate'), {
      threshold: ALARM_THRESHOLDS.sesComplaintRate,
      description: `SES complaint rate at or over ${ALARM_THRESHOLDS.sesComplaintRate * 100} %, an early warning (SES reviews the account at 0.1 % and may pause it at 0.5 %). ${runbook('e-mail-bounces-and-complaints')}`,
    });
    this.alarm('WebhookFailures', business(BUSINESS_METRICS.webhookFailures), {
      threshold: 1,
      description:
        'A payment-provider webhook could not be applied (the provider retries for 3 days). Runbook: docs/deploy.md#payment-webhook-failures',
    });
    this.alarm('ReminderJobWithoutDelivery', business(BUSINESS_METRICS.reminderJobsWithoutDelivery), {
      threshold: 1,
      description:
        'A bulk reminder job finished without delivering to any recipient. Runbook: docs/deploy.md#a-reminder-job-delivered-nothing',
    });
    watchAccountConcurrency(this, this.topic);
    monthlyBudget(this, {
      stage: props.stage,
      limitUsd: props.monthlyBudgetUsd,
      topic: this.topic,
      alarmEmail: props.alarmEmail,
    });
  }

  private alarm(id: string, metric: cloudwatch.IMetric, options: { threshold: number; description: string }) {
    watch(this, id, this.topic, metric, options);
  }
}

export interface OperationalStandardsProps {
  topic: sns.ITopic;
  stage: string;
  logRetentionDays: StageValues['logRetentionDays'];
  logLevel: StageValues['logLevel'];
}

/** The aspect: alarms per resource, log retention and level. Applied once to the app (lunia-app.ts). */
export class OperationalStandards implements IAspect {
  constructor(private readonly props: OperationalStandardsProps) {}

  visit(node: IConstruct): void {
    const { topic } = this.props;
    if (node instanceof ApiFunction) {
      const fn = node.function;
      fn.addEnvironment('LOG_LEVEL', this.props.logLevel);
      fn.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', metricsNamespace(this.props.stage));
      const failures = new cloudwatch.MathExpression({
        expression: 'errors + throttles',
        usingMetrics: {
          errors: fn.metricErrors({ statistic: 'Sum', period: Duration.minutes(5) }),
          throttles: fn.metricThrottles({ statistic: 'Sum', period: Duration.minutes(5) }),
        },
        label: 'Errors and throttles',
        period: Duration.minutes(5),
      });
      watch(node, 'FailureAlarm', topic, failures, {
        threshold: 1,
        description: `${node.handler}: an invocation failed or was throttled. Runbook: docs/deploy.md#a-function-fails`,
      });
    } else if (node instanceof sqs.Queue) {
      this.watchQueue(node);
    } else if (node instanceof dynamodb.Table) {
      // The L2 table renders its indexes lazily: resolve them to read their names.
      const indexes: unknown = Stack.of(node).resolve(
        (node.node.defaultChild as dynamodb.CfnTable).globalSecondaryIndexes,
      );
      this.watchTable(
        node,
        node,
        Array.isArray(indexes)
          ? indexes.map((index: { IndexName?: string; indexName?: string }) => index.IndexName ?? index.indexName ?? '')
          : [],
      );
    } else if (node instanceof RestoredTableRef) {
      this.watchTable(node, node.table, node.indexNames);
    } else if (node instanceof lambda.EventSourceMapping) {
      // A stream mapping (it has a starting position): its function's iterator age shows the lag.
      const cfn = node.node.defaultChild as lambda.CfnEventSourceMapping;
      if (cfn.startingPosition && node.node.scope instanceof lambda.Function) {
        watchStreamConsumer(node, topic, node.node.scope);
      }
    } else if (node instanceof wafv2.CfnWebACL) {
      // CloudWatch alarm actions reach a topic in their own region only; the edge stack's WAF (another
      // region than the app's) shows its blocks on its own dashboard metric instead.
      if (Stack.of(node).region === Stack.of(topic).region) watchWebAcl(node, topic);
    } else if (node instanceof DocumentMalwareProtection) {
      watchMalwareScans(node, topic);
    } else if (node instanceof apigw.HttpStage) {
      this.watchApi(node);
    } else if (node instanceof logs.CfnLogGroup) {
      node.retentionInDays = this.props.logRetentionDays;
    }
  }

  /** Throttled requests of the table, its system errors and each index's throttles. */
  private watchTable(scope: Construct, table: dynamodb.ITable, indexNames: string[]) {
    const { topic } = this.props;
    const throttled = new cloudwatch.MathExpression({
      expression: 'reads + writes',
      usingMetrics: {
        reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
        writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
      },
      label: 'Throttled reads and writes',
      period: Duration.minutes(5),
    });
    watch(scope, 'ThrottleAlarm', topic, throttled, {
      threshold: 1,
      description: `The table throttled requests. ${runbook('the-table-throttles-or-fails')}`,
    });
    watchTableInternals(scope, table, topic, indexNames);
  }

  private watchQueue(queue: sqs.Queue) {
    const { topic } = this.props;
    // A queue that is some other queue's dead-letter queue holds failed work: any message is news.
    // The events stack's failure queues (Lambda async and EventBridge DLQs, `…DeadLetters`; the stream's
    // `TableStreamFailures`) are dead-letter queues too: one message is news, not a backlog (issue 42).
    if (/(DeadLetterQueue|FailureQueue|DeadLetters|Failures)$/.test(queue.node.id)) {
      watch(
        queue,
        'MessagesAlarm',
        topic,
        queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(5) }),
        {
          threshold: 1,
          description: `${queue.node.path}: messages that failed every attempt wait here. Runbook: docs/deploy.md#redrive-a-dead-letter-queue`,
        },
      );
      return;
    }
    watch(
      queue,
      'AgeAlarm',
      topic,
      queue.metricApproximateAgeOfOldestMessage({ statistic: 'Maximum', period: Duration.minutes(5) }),
      {
        threshold: ALARM_THRESHOLDS.queueAgeMinutes * 60,
        description: `${queue.node.path}: the oldest message has waited ${ALARM_THRESHOLDS.queueAgeMinutes} minutes. Runbook: docs/deploy.md#a-queue-backs-up`,
      },
    );
  }

  private watchApi(stage: apigw.HttpStage) {
    const { topic } = this.props;
    const period = Duration.minutes(5);
    const rate = new cloudwatch.MathExpression({
      // No alarm on a handful of requests: one 5xx among three is not an incident.
      expression: `IF(requests >= ${ALARM_THRESHOLDS.apiMinimumRequests}, errors / requests, 0)`,
      usingMetrics: {
        errors: stage.metricServerError({ statistic: 'Sum', period }),
        requests: stage.metricCount({ statistic: 'Sum', period }),
      },
      label: '5xx rate',
      period,
    });
    watch(stage, 'ServerErrorRateAlarm', topic, rate, {
      threshold: ALARM_THRESHOLDS.api5xxRate,
      description: `API 5xx responses at or over ${ALARM_THRESHOLDS.api5xxRate * 100} % of requests. Runbook: docs/deploy.md#the-api-answers-5xx`,
    });
    watch(stage, 'LatencyAlarm', topic, stage.metricLatency({ statistic: 'p99', period }), {
      threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      evaluationPeriods: 3,
      description: `API p99 latency at or over ${ALARM_THRESHOLDS.apiP99LatencyMs} ms for 15 minutes. Runbook: docs/deploy.md#the-api-is-slow`,
    });
  }
}
