/**
 * Alarms where failures hide (issue 42), beside the ones every resource gets (operations.ts): the
 * table stream falling behind, DynamoDB system errors and per-index throttles, a spike of requests the
 * WAF blocks, the account's Lambda concurrency, GuardDuty scans that ended without a verdict, and the
 * stage's monthly AWS Budget. Each description links its runbook section (docs/deploy.md); a test
 * checks every link names a heading there.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { DocumentMalwareProtection } from './malware-protection';

/** The runbook every alarm description links (docs/deploy.md, section 4). */
export const runbook = (anchor: string) => `Runbook: docs/deploy.md#${anchor}`;

/** The thresholds of the alarms below, in one place for the runbook. */
export const HIDDEN_FAILURE_THRESHOLDS = {
  /** Minutes the table-stream consumer may lag (records live 24 h on the stream). */
  streamIteratorAgeMinutes: 5,
  /** Requests the WAF blocks in 5 minutes that make a spike worth a look (a normal day blocks a few). */
  wafBlockedRequests: 1000,
  /** Share of the account's concurrent executions quota (1,000 by default) in use. */
  accountConcurrency: 800,
  /** Budget alerts: actual spend at 80 % of the month's budget, forecast spend at 100 %. */
  budgetActualPercent: 80,
  budgetForecastPercent: 100,
} as const;

const PERIOD = Duration.minutes(5);

/** An alarm on `metric` ≥ threshold that notifies the topic when it fires and when it is OK again. */
export function watch(
  scope: Construct,
  id: string,
  topic: sns.ITopic,
  metric: cloudwatch.IMetric,
  options: { threshold: number; description: string; evaluationPeriods?: number },
): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    metric,
    threshold: options.threshold,
    evaluationPeriods: options.evaluationPeriods ?? 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    alarmDescription: options.description,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  alarm.addOkAction(new actions.SnsAction(topic));
  return alarm;
}

/** The stream consumer's iterator age: how old the newest record it has read was when it read it. */
export function watchStreamConsumer(scope: Construct, topic: sns.ITopic, fn: lambda.IFunction): void {
  const minutes = HIDDEN_FAILURE_THRESHOLDS.streamIteratorAgeMinutes;
  watch(scope, 'IteratorAgeAlarm', topic, fn.metric('IteratorAge', { statistic: 'Maximum', period: PERIOD }), {
    threshold: minutes * 60_000,
    evaluationPeriods: 2,
    description: `The table stream's consumer is ${minutes} minutes or more behind for 10 minutes (e-mail, counters and reminders wait; records are lost after 24 h). ${runbook('the-table-stream-falls-behind')}`,
  });
}

/** System errors of the table, and throttled reads and writes of each global secondary index. */
export function watchTableInternals(
  scope: Construct,
  table: dynamodb.ITable,
  topic: sns.ITopic,
  indexNames: string[],
): void {
  // An alarm's expression takes 10 metrics at most: the operations the functions call.
  const operations = [
    dynamodb.Operation.GET_ITEM,
    dynamodb.Operation.PUT_ITEM,
    dynamodb.Operation.UPDATE_ITEM,
    dynamodb.Operation.DELETE_ITEM,
    dynamodb.Operation.QUERY,
    dynamodb.Operation.SCAN,
    dynamodb.Operation.BATCH_GET_ITEM,
    dynamodb.Operation.BATCH_WRITE_ITEM,
    dynamodb.Operation.TRANSACT_WRITE_ITEMS,
    dynamodb.Operation.TRANSACT_GET_ITEMS,
  ];
  watch(scope, 'SystemErrorsAlarm', topic, table.metricSystemErrorsForOperations({ operations, period: PERIOD }), {
    threshold: 1,
    description: `DynamoDB answered the table's requests with system errors (HTTP 500). ${runbook('the-table-throttles-or-fails')}`,
  });
  for (const indexName of indexNames) {
    const dimensionsMap = { TableName: table.tableName, GlobalSecondaryIndexName: indexName };
    const metric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap,
        statistic: 'Sum',
        period: PERIOD,
      });
    watch(
      scope,
      `${indexName}ThrottleAlarm`,
      topic,
      new cloudwatch.MathExpression({
        expression: 'reads + writes',
        usingMetrics: { reads: metric('ReadThrottleEvents'), writes: metric('WriteThrottleEvents') },
        label: `Throttled reads and writes of ${indexName}`,
        period: PERIOD,
      }),
      {
        threshold: 1,
        description: `The table's index ${indexName} throttled reads or writes (a hot index key, or writes to the table held back by the index). ${runbook('the-table-throttles-or-fails')}`,
      },
    );
  }
}

/** A spike of requests the CloudFront WAF blocks (CLOUDFRONT-scope metrics have no Region dimension). */
export function watchWebAcl(webAcl: wafv2.CfnWebACL, topic: sns.ITopic): void {
  const blocked = new cloudwatch.Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: webAcl.name as string, Rule: 'ALL' },
    statistic: 'Sum',
    period: PERIOD,
  });
  watch(webAcl, 'BlockedRequestsAlarm', topic, blocked, {
    threshold: HIDDEN_FAILURE_THRESHOLDS.wafBlockedRequests,
    description: `The WAF blocked ${HIDDEN_FAILURE_THRESHOLDS.wafBlockedRequests} or more requests in 5 minutes: an attack, or a rule blocking honest traffic. ${runbook('the-waf-blocks-a-spike-of-requests')}`,
  });
}

/** GuardDuty scans of document files that ended without a verdict. */
export function watchMalwareScans(protection: DocumentMalwareProtection, topic: sns.ITopic): void {
  const matched = new cloudwatch.Metric({
    namespace: 'AWS/Events',
    metricName: 'MatchedEvents',
    dimensionsMap: { RuleName: protection.scanFailureRule.ruleName },
    statistic: 'Sum',
    period: PERIOD,
  });
  watch(protection, 'ScanFailureAlarm', topic, matched, {
    threshold: 1,
    description: `GuardDuty could not scan an uploaded document file (failed, access denied or unsupported): it stays unchecked. ${runbook('a-malware-scan-failed')}`,
  });
}

/** The account's concurrent Lambda executions near the quota: every function of every stage shares it. */
export function watchAccountConcurrency(scope: Construct, topic: sns.ITopic): void {
  const concurrent = new cloudwatch.Metric({
    namespace: 'AWS/Lambda',
    metricName: 'ConcurrentExecutions',
    statistic: 'Maximum',
    period: Duration.minutes(1),
  });
  watch(scope, 'AccountConcurrencyAlarm', topic, concurrent, {
    threshold: HIDDEN_FAILURE_THRESHOLDS.accountConcurrency,
    evaluationPeriods: 3,
    description: `The account runs ${HIDDEN_FAILURE_THRESHOLDS.accountConcurrency} or more Lambda functions at once for 3 minutes (the default quota is 1,000; beyond it every function is throttled). ${runbook('functions-are-throttled')}`,
  });
}

/** The stage's monthly cost budget, its alerts to the alarm topic (and the alarm e-mail). */
export function monthlyBudget(
  scope: Construct,
  props: { stage: string; limitUsd: number; topic: sns.ITopic; alarmEmail?: string | undefined },
): budgets.CfnBudget {
  // Budgets publishes to the topic only when the topic's policy lets it.
  props.topic.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [props.topic.topicArn],
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
  );
  const subscribers = [
    { subscriptionType: 'SNS', address: props.topic.topicArn },
    ...(props.alarmEmail ? [{ subscriptionType: 'EMAIL', address: props.alarmEmail }] : []),
  ];
  const notification = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
    notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
    subscribers,
  });
  return new budgets.CfnBudget(scope, 'MonthlyBudget', {
    budget: {
      budgetName: `Lunia-${props.stage}-monthly`,
      budgetType: 'COST',
      timeUnit: 'MONTHLY',
      budgetLimit: { amount: props.limitUsd, unit: 'USD' },
      // The stage's resources carry the tag lunia:stage (lunia-app.ts); activate it as a cost allocation tag.
      costFilters: { TagKeyValue: [`user:lunia:stage$${props.stage}`] },
    },
    notificationsWithSubscribers: [
      notification('ACTUAL', HIDDEN_FAILURE_THRESHOLDS.budgetActualPercent),
      notification('FORECASTED', HIDDEN_FAILURE_THRESHOLDS.budgetForecastPercent),
    ],
  });
}
