/**
 * One CloudWatch dashboard per stage (issue 26): the API, the functions, the queues, e-mail and the
 * business figures, for the on-call engineer's first look (docs/deploy.md, "Dashboard").
 *
 * Functions and queues are found with SEARCH expressions on the stage's name prefix (CloudFormation
 * names them `Lunia-<stage>-<stack>-…`), so the dashboard names no resource of another stack and a new
 * function appears on it by itself. The API and the table are referenced directly.
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_SERVICE, metricsNamespace } from '../../shared/src/operations/metrics';
import { stagedName } from './stage-config';

export interface DashboardStackProps extends StackProps {
  stage: string;
  httpApi: apigw.IHttpApi;
  table: dynamodb.ITable;
}

const PERIOD = Duration.minutes(5);

export class DashboardStack extends Stack {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: DashboardStackProps) {
    super(scope, id, props);
    const prefix = stagedName(props.stage, '');
    const search = (namespaceAndDimensions: string, metricName: string, statistic: string, label: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('${namespaceAndDimensions} MetricName="${metricName}" "${prefix}"', '${statistic}', ${PERIOD.toSeconds()})`,
        label,
        period: PERIOD,
      });
    const api = (metricName: string, statistic: string, label: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApi.apiId, Stage: '$default' },
        statistic,
        period: PERIOD,
        label,
      });
    const business = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: metricsNamespace(props.stage),
        metricName,
        dimensionsMap: { service: METRICS_SERVICE },
        statistic: 'Sum',
        period: Duration.hours(1),
        label: metricName,
      });
    const ses = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic, period: PERIOD, label: metricName });
    const graph = (title: string, left: cloudwatch.IMetric[], width = 12) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6 });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: stagedName(props.stage, 'operations'),
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# Lunia ${props.stage}\nAlarms and what to do about each: docs/deploy.md (runbook). Business figures are hourly sums.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API requests and errors', [
        api('Count', 'Sum', 'Requests'),
        api('4xx', 'Sum', '4xx'),
        api('5xx', 'Sum', '5xx'),
      ]),
      graph('API latency (ms)', [api('Latency', 'p50', 'p50'), api('Latency', 'p99', 'p99')]),
    );
    this.dashboard.addWidgets(
      graph('Function errors', [search('{AWS/Lambda,FunctionName}', 'Errors', 'Sum', 'Errors')]),
      graph('Function throttles and p99 duration', [
        search('{AWS/Lambda,FunctionName}', 'Throttles', 'Sum', 'Throttles'),
        search('{AWS/Lambda,FunctionName}', 'Duration', 'p99', 'Duration p99'),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Queue: messages waiting', [
        search('{AWS/SQS,QueueName}', 'ApproximateNumberOfMessagesVisible', 'Maximum', 'Visible'),
      ]),
      graph('Queue: age of the oldest message (s)', [
        search('{AWS/SQS,QueueName}', 'ApproximateAgeOfOldestMessage', 'Maximum', 'Oldest'),
      ]),
    );
    this.dashboard.addWidgets(
      graph('E-mail (SES)', [
        ses('Send', 'Sum'),
        ses('Delivery', 'Sum'),
        ses('Bounce', 'Sum'),
        ses('Complaint', 'Sum'),
      ]),
      graph('E-mail reputation', [ses('Reputation.BounceRate', 'Maximum'), ses('Reputation.ComplaintRate', 'Maximum')]),
    );
    this.dashboard.addWidgets(
      graph(
        'Table: consumed capacity and throttles',
        [
          props.table.metricConsumedReadCapacityUnits({ period: PERIOD }),
          props.table.metricConsumedWriteCapacityUnits({ period: PERIOD }),
          props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: PERIOD }),
          props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: PERIOD }),
        ],
        24,
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'People and documents',
        [
          business(BUSINESS_METRICS.signUps),
          business(BUSINESS_METRICS.documentsSubmitted),
          business(BUSINESS_METRICS.documentsDecided),
        ],
        8,
      ),
      graph(
        'Reminders',
        [
          business(BUSINESS_METRICS.remindersSent),
          business(BUSINESS_METRICS.remindersSuppressed),
          business(BUSINESS_METRICS.remindersFailed),
          business(BUSINESS_METRICS.remindersUnsubscribed),
          business(BUSINESS_METRICS.reminderJobsWithoutDelivery),
        ],
        8,
      ),
      graph(
        'Payments',
        [
          business(BUSINESS_METRICS.paymentsSucceeded),
          business(BUSINESS_METRICS.paymentsFailed),
          business(BUSINESS_METRICS.webhookFailures),
        ],
        8,
      ),
    );
  }
}
