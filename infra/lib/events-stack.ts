/**
 * Event consumers from functions/src/events/manifest.ts: the mail worker on the mail queue, the
 * table-stream consumer (outbox), and S3 object-created handlers. Each implemented manifest entry
 * is wired by its source type, with the IAM permissions of its own `needs`, so flipping an entry to
 * 'implemented' (and stating its needs) is all it takes to deploy it.
 */
import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type EventHandlerDef, eventHandlerEntries } from '../../functions/src/events/manifest';
import { ApiFunction } from '../constructs/api-function';
import { nagAcknowledgementsFor, type PermissionTargets, policyStatementsFor } from './function-permissions';
import { MAIL_EVENT_DETAIL_TYPES } from './mail-deliverability';
import { threatFoundRule } from './malware-protection';
import {
  declaredNeeds,
  environmentOf,
  type FunctionCodeSource,
  permissionTargetsOf,
  type SharedResources,
} from './shared-resources';

export interface EventsStackProps extends StackProps {
  resources: SharedResources;
  code: FunctionCodeSource;
  /** The consumers to deploy; defaults to the manifest's implemented entries. */
  consumers?: EventHandlerDef[];
}

export const implementedEventConsumers = (): EventHandlerDef[] =>
  eventHandlerEntries.filter(([, consumer]) => consumer.status === 'implemented').map(([, consumer]) => consumer);

/** PascalCase construct id from a handler path: `events/mail-worker` → `MailWorker`. */
export function constructIdOf(handler: string): string {
  const name = handler.split('/').pop() ?? handler;
  return name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** An encrypted, SSL-only queue that parks what a consumer gave up on, for inspection and redrive. */
function failureQueue(scope: Construct, id: string): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({
    id: 'AwsSolutions-SQS3',
    reason: 'This queue is itself a dead-letter destination.',
  });
  return queue;
}

/**
 * An EventBridge rule's Lambda target: EventBridge retries a delivery it could not make (throttled,
 * permissions) for up to a day, then parks the event in the consumer's dead-letter queue, the one its
 * failed asynchronous invocations land in too, so an undeliverable SES or schedule event does not vanish.
 */
function ruleTarget(fn: lambda.IFunction, deadLetterQueue: sqs.IQueue): targets.LambdaFunction {
  return new targets.LambdaFunction(fn, { retryAttempts: 8, maxEventAge: Duration.hours(24), deadLetterQueue });
}

export class EventsStack extends Stack {
  /** Consumers by handler path. */
  readonly functions = new Map<string, ApiFunction>();
  /** Records the table-stream consumer could not process after its retries. */
  tableStreamFailureQueue: sqs.Queue | undefined;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    for (const consumer of props.consumers ?? implementedEventConsumers()) {
      this.wireConsumer(consumer, props);
    }
  }

  private consumerFunction(
    consumer: EventHandlerDef,
    props: EventsStackProps,
    extraTargets: PermissionTargets = {},
    deadLetterQueue?: sqs.IQueue,
    timeout?: Duration,
  ): ApiFunction {
    const needs = declaredNeeds(consumer, 'event');
    const targets = { ...permissionTargetsOf(props.resources), ...extraTargets };
    const fn = new ApiFunction(this, constructIdOf(consumer.handler), {
      handler: consumer.handler,
      kind: 'event',
      code: props.code(consumer.handler),
      environment: environmentOf(props.resources, needs),
      statements: policyStatementsFor(this, needs, targets),
      policyAcknowledgements: nagAcknowledgementsFor(needs, targets),
      ...(deadLetterQueue ? { deadLetterQueue } : {}),
      ...(timeout ? { timeout } : {}),
    });
    this.functions.set(consumer.handler, fn);
    return fn;
  }

  /**
   * CDK's own singleton Lambda that subscribes consumers to an imported bucket: it runs only during
   * deployment and its role and policy are created by CDK (as the site's BucketDeployment handler).
   */
  private acknowledgeBucketNotificationsHandler(): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'));
    if (!handler) return;
    const because = 'CDK’s BucketNotificationsHandler (runs only during deployment): ';
    const findings = [
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${because}its role is created by CDK.`,
      },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: `${because}PutBucketNotification on the imported bucket.` },
      { id: 'HIPAA.Security-IAMNoInlinePolicy', reason: `${because}its policy is created by CDK.` },
      { id: 'HIPAA.Security-LambdaConcurrency', reason: `${because}invoked once per deployment.` },
      { id: 'HIPAA.Security-LambdaDLQ', reason: `${because}invoked synchronously by CloudFormation.` },
      { id: 'HIPAA.Security-LambdaInsideVPC', reason: `${because}talks only to S3.` },
      { id: 'AwsSolutions-L1', reason: `${because}CDK chooses its runtime.` },
    ];
    for (const finding of findings) Validations.of(handler).acknowledge(finding);
  }

  private wireConsumer(consumer: EventHandlerDef, props: EventsStackProps): void {
    const { source } = consumer;
    switch (source.type) {
      case 'sqs': {
        const fn = this.consumerFunction(consumer, props);
        const queues = {
          mail: { queue: props.resources.mailQueue, id: 'MailQueue' },
          'auth-mail': { queue: props.resources.authMailQueue, id: 'AuthMailQueue' },
          reminders: { queue: props.resources.reminderQueue, id: 'ReminderQueue' },
          'counter-recount': { queue: props.resources.counterRecountQueue, id: 'CounterRecountQueue' },
        } as const;
        const { queue, id } = queues[source.queue];
        // Permissions to consume come from the handler's declared needs, not from a grant here.
        fn.function.addEventSourceMapping(id, {
          eventSourceArn: queue.queueArn,
          batchSize: source.batchSize,
          reportBatchItemFailures: true,
          // SES sending rates are modest; a few concurrent workers drain the queue without throttling.
          maxConcurrency: source.maxConcurrency ?? 5,
          ...(source.maxBatchingWindowSeconds
            ? { maxBatchingWindow: Duration.seconds(source.maxBatchingWindowSeconds) }
            : {}),
        });
        return;
      }
      case 'dynamodb-stream': {
        const streamArn = props.resources.table.tableStreamArn;
        if (!streamArn) throw new Error('The table has no stream for the stream consumer');
        this.tableStreamFailureQueue = failureQueue(this, 'TableStreamFailures');
        const fn = this.consumerFunction(consumer, props, { tableStreamFailureQueue: this.tableStreamFailureQueue });
        fn.function.addEventSourceMapping('TableStream', {
          eventSourceArn: streamArn,
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: source.batchSize,
          retryAttempts: source.retryAttempts,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(this.tableStreamFailureQueue),
        });
        return;
      }
      case 'schedule': {
        // EventBridge invokes asynchronously: Lambda retries twice, then parks the event in the DLQ.
        const id = constructIdOf(consumer.handler);
        const deadLetterQueue = failureQueue(this, `${id}DeadLetters`);
        const fn = this.consumerFunction(consumer, props, {}, deadLetterQueue, Duration.seconds(source.timeoutSeconds));
        fn.function.configureAsyncInvoke({ retryAttempts: 2 });
        new events.Rule(this, `${id}Schedule`, {
          description: consumer.summary.slice(0, 512),
          schedule: events.Schedule.expression(source.cron),
          targets: [ruleTarget(fn.function, deadLetterQueue)],
        });
        return;
      }
      case 'cognito-trigger':
        // A user-pool trigger lives beside the pool it serves (infra/lib/auth-stack.ts).
        return;
      case 'malware-scan-result': {
        // GuardDuty's verdicts reach EventBridge; the plan itself is beside the bucket (data stack).
        const id = constructIdOf(consumer.handler);
        const deadLetterQueue = failureQueue(this, `${id}DeadLetters`);
        const fn = this.consumerFunction(consumer, props, {}, deadLetterQueue);
        fn.function.configureAsyncInvoke({ retryAttempts: 2 });
        threatFoundRule(this, `${id}Rule`, props.resources.documentsBucket.bucketName, fn.function, deadLetterQueue);
        return;
      }
      case 'ses-events': {
        // SES publishes the configuration sets' events to the default bus; this stage's sets only,
        // transactional and bulk alike (both feed the suppression list).
        const configurationSet = props.resources.mailConfigurationSet;
        if (!configurationSet)
          throw new Error('SES events need the configuration set (resources.mailConfigurationSet)');
        const configurationSets = [configurationSet, props.resources.bulkMailConfigurationSet].filter(
          (name): name is string => name !== undefined,
        );
        const id = constructIdOf(consumer.handler);
        const deadLetterQueue = failureQueue(this, `${id}DeadLetters`);
        const fn = this.consumerFunction(consumer, props, {}, deadLetterQueue);
        fn.function.configureAsyncInvoke({ retryAttempts: 2 });
        new events.Rule(this, `${id}Rule`, {
          description: consumer.summary.slice(0, 512),
          eventPattern: {
            source: ['aws.ses'],
            detailType: MAIL_EVENT_DETAIL_TYPES,
            detail: { mail: { tags: { 'ses:configuration-set': configurationSets } } },
          },
          targets: [ruleTarget(fn.function, deadLetterQueue)],
        });
        return;
      }
      case 's3-object-created': {
        // S3 invokes asynchronously: Lambda retries twice, then parks the event in the DLQ.
        const deadLetterQueue = failureQueue(this, `${constructIdOf(consumer.handler)}DeadLetters`);
        const fn = this.consumerFunction(consumer, props, {}, deadLetterQueue);
        fn.function.configureAsyncInvoke({ retryAttempts: 2 });
        // The bucket lives in the data stack; importing it here keeps the dependency one-way
        // (a notification on the owned bucket would make the two stacks reference each other).
        const owned = source.bucket === 'documents' ? props.resources.documentsBucket : props.resources.photosBucket;
        const bucket = s3.Bucket.fromBucketAttributes(this, `${constructIdOf(consumer.handler)}Bucket`, {
          bucketArn: owned.bucketArn,
          bucketName: owned.bucketName,
        });
        bucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(fn.function));
        Validations.of(bucket).acknowledge({
          id: 'HIPAA.Security-IAMNoInlinePolicy',
          reason: 'CDK’s BucketNotificationsHandler policy (Put/GetBucketNotification), used only during deployment.',
        });
        this.acknowledgeBucketNotificationsHandler();
        return;
      }
    }
  }
}
