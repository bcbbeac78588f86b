/**
 * The one way this app creates a Lambda function, for HTTP routes and event consumers alike, so
 * that runtime, architecture, logging, tracing and permissions are decided once (and cdk-nag's
 * per-function findings are fixed or acknowledged once, here).
 *
 * Permissions come only from `statements`: the role is a customer-managed policy built from the
 * needs the handler's manifest entry declares (translated by infra/lib/function-permissions.ts) and
 * refuses any other policy update, so a convenience `grant*()` or an event source cannot silently
 * widen it.
 */
import { type CfnElement, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export type ApiFunctionKind = 'http' | 'event';

export interface ApiFunctionProps {
  /** Handler path as the manifests name it (`public/create-beta-signup`, `events/mail-worker`). */
  handler: string;
  kind: ApiFunctionKind;
  /** The bundle: `Code.fromAsset('functions/dist/<handler>')` in the app. */
  code: lambda.Code;
  environment: Record<string, string>;
  /** Everything the function may do beyond writing its own logs and traces. */
  statements: iam.PolicyStatement[];
  /** Default 512 MB: Lambda's CPU share grows with memory, and cold starts are CPU-bound. */
  memorySize?: number;
  /** Default 10 s for HTTP (API Gateway gives up at 30 s anyway) and 30 s for event consumers. */
  timeout?: Duration;
  logRetention?: logs.RetentionDays;
  /** For asynchronously invoked functions (S3 notifications): where events go after the retries. */
  deadLetterQueue?: sqs.IQueue;
  /** Reserved concurrency: both this function's guaranteed share of the account pool and its ceiling. */
  reservedConcurrency?: number;
  /** cdk-nag findings the handler's statements knowingly cause (see function-permissions.ts). */
  policyAcknowledgements?: NagAcknowledgement[];
}

export interface NagAcknowledgement {
  id: string;
  reason: string;
}

/** Why log groups use CloudWatch's default encryption rather than a customer key. */
export const LOG_GROUP_ENCRYPTION_ACK: NagAcknowledgement = {
  id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
  reason:
    'Logs carry ids and outcomes, never documents or profile data (logger policy), and are encrypted at rest by CloudWatch; a customer key is not warranted yet.',
};

export const DEFAULT_TIMEOUT: Record<ApiFunctionKind, Duration> = {
  http: Duration.seconds(10),
  event: Duration.seconds(30),
};

export class ApiFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  /** The handler path as the manifests name it (alarm descriptions, infra/lib/operations.ts). */
  readonly handler: string;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.handler = props.handler;
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.THREE_MONTHS,
      // Logs are operational data, recreated with the function; the data itself is retained.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const policy = new iam.ManagedPolicy(this, 'Policy', {
      description: `Least privilege of ${props.handler}`,
      statements: [
        // Replaces the AWS-managed AWSLambdaBasicExecutionRole (logs:* on every group) with this group.
        new iam.PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [`${this.logGroup.logGroupArn}:*`],
        }),
        // X-Ray segment APIs have no resource-level permissions.
        new iam.PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] }),
        ...props.statements,
        ...(props.deadLetterQueue
          ? [new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.deadLetterQueue.queueArn] })]
          : []),
      ],
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
      managedPolicies: [policy],
    });

    this.function = new lambda.Function(this, 'Function', {
      description: props.handler,
      code: props.code,
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? DEFAULT_TIMEOUT[props.kind],
      environment: props.environment,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      role: this.role.withoutPolicyUpdates(),
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
    });
    // Event source mappings are validated against the role when created: attach the policy first.
    this.function.node.addDependency(policy);

    this.acknowledgeNagFindings(policy, props.kind, props.deadLetterQueue !== undefined);
    for (const finding of props.policyAcknowledgements ?? []) Validations.of(policy).acknowledge(finding);
    Validations.of(this.logGroup).acknowledge(LOG_GROUP_ENCRYPTION_ACK);
  }

  private acknowledgeNagFindings(policy: iam.ManagedPolicy, kind: ApiFunctionKind, hasDeadLetterQueue: boolean): void {
    const logGroupId = Stack.of(this).getLogicalId(this.logGroup.node.defaultChild as CfnElement);
    const policyFindings = [
      {
        id: `AwsSolutions-IAM5[Resource::<${logGroupId}.Arn>:*]`,
        reason: 'Log streams are created at run time inside this function’s own log group.',
      },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: 'X-Ray (and DynamoDB ListStreams) accept no resource but *.' },
    ];
    for (const finding of policyFindings) Validations.of(policy).acknowledge(finding);

    const functionFindings = [
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is pinned on purpose: the bundles are built and measured for Node 22, which AWS SDK releases after January 2027 require.',
      },
      {
        id: 'HIPAA.Security-LambdaInsideVPC',
        reason:
          'The functions reach only AWS APIs over TLS with IAM; a VPC would add NAT/endpoints and cold-start cost without narrowing access.',
      },
      {
        id: 'HIPAA.Security-LambdaConcurrency',
        reason:
          'Reserved concurrency for every function would carve up the account pool. Public HTTP routes, the ones anyone can invoke directly at the execute-api address, have it (api-routes-stack.ts); signed-in routes are invoked only for a valid token (the JWT authorizer refuses the rest before any function runs) and are bounded by the stage throttle (1000 rps), per-route throttles and the CloudFront WAF rate rules; event functions by their event-source maximum concurrency.',
      },
    ];
    if (!hasDeadLetterQueue) {
      functionFindings.push({
        id: 'HIPAA.Security-LambdaDLQ',
        reason:
          kind === 'http'
            ? 'Invoked synchronously by API Gateway: a failure is returned to the caller, there is nothing to dead-letter.'
            : 'Invoked by an event source mapping, whose queue redrive policy or on-failure destination keeps failed records.',
      });
    }
    for (const finding of functionFindings) Validations.of(this.function).acknowledge(finding);
  }
}
