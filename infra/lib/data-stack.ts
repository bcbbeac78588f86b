/**
 * The product's state: the single table, the upload buckets and the mail queue. Everything here is
 * retained on stack deletion; other stacks only reference it.
 */
import { Duration, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  TABLE_INDEXES,
  TABLE_KEYS,
  TABLE_STREAM_VIEW,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/src/data/table-definition';
import { eventHandlers } from '../../functions/src/events/manifest';
import { DEFAULT_TIMEOUT } from '../constructs/api-function';
import { UPLOAD_BUCKET_ARN_EXPORTS } from './function-permissions';

/**
 * The upload buckets get no CORS here: only the site's own origin may use them from the browser, and
 * that is the distribution's domain, known in the site stack (infra/lib/upload-cors.ts sets it).
 */
export type DataStackProps = StackProps;

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly documentsBucket: s3.Bucket;
  readonly photosBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  readonly mailQueue: sqs.Queue;
  readonly mailDeadLetterQueue: sqs.Queue;
  /** Password-reset and e-mail verification codes: a queue (and worker) of their own, so form mail cannot delay them. */
  readonly authMailQueue: sqs.Queue;
  readonly authMailDeadLetterQueue: sqs.Queue;
  /** One message per recipient of a document-reminder job, for the reminder worker. */
  readonly reminderQueue: sqs.Queue;
  readonly reminderDeadLetterQueue: sqs.Queue;
  /** One message per step of a counter recount job (a page of the table), for the recount worker. */
  readonly counterRecountQueue: sqs.Queue;
  readonly counterRecountDeadLetterQueue: sqs.Queue;
  /** HMAC key of the signed BookRx access links; shared with BookRx out of band. */
  readonly bookrxSigningSecret: secretsmanager.Secret;
  /**
   * The payment provider's (Stripe's) credentials, JSON `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`.
   * Created with empty values: the deploy guide (README) says how to fill it; billing refuses to run until then.
   */
  readonly billingSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: dynamodb.StreamViewType[TABLE_STREAM_VIEW],
      timeToLiveAttribute: TABLE_TTL_ATTRIBUTE,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    Validations.of(this.table).acknowledge({
      id: 'HIPAA.Security-DynamoDBInBackupPlan',
      reason: 'Point-in-time recovery (35 days) is the backup; an AWS Backup plan is an account-level decision.',
    });

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogs', {
      // Server access logs can only be delivered to SSE-S3 buckets.
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365), noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const id of ['AwsSolutions-S1', 'HIPAA.Security-S3BucketLoggingEnabled']) {
      Validations.of(this.accessLogsBucket).acknowledge({
        id,
        reason: 'This is the access-log bucket; logging it into itself would loop.',
      });
    }
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'HIPAA.Security-S3DefaultEncryptionKMS',
      reason: 'S3 delivers server access logs only to SSE-S3 encrypted buckets.',
    });
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'HIPAA.Security-S3BucketReplicationEnabled',
      reason: 'Access logs are diagnostic; replicating them across regions is not worth the cost.',
    });

    this.bookrxSigningSecret = new secretsmanager.Secret(this, 'BookrxSigningSecret', {
      description: 'HMAC key of the signed BookRx access links (shared with BookRx).',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const id of ['AwsSolutions-SMG4', 'HIPAA.Security-SecretsManagerRotationEnabled']) {
      Validations.of(this.bookrxSigningSecret).acknowledge({
        id,
        reason: 'Rotating the BookRx link key needs BookRx to accept two keys at once; rotation is manual for now.',
      });
    }
    Validations.of(this.bookrxSigningSecret).acknowledge({
      id: 'HIPAA.Security-SecretsManagerUsingKMSKey',
      reason: 'The AWS-managed key encrypts it; the secret signs links and holds no health data.',
    });

    this.billingSecret = new secretsmanager.Secret(this, 'BillingSecret', {
      description:
        'Stripe credentials of billing: {"secretKey":"sk_...","webhookSecret":"whsec_..."} (set after deploy).',
      // A placeholder, not a secret: CloudFormation writes it once, and a later deploy leaves the value
      // filled in by hand alone as long as this placeholder does not change.
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ secretKey: '', webhookSecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const id of ['AwsSolutions-SMG4', 'HIPAA.Security-SecretsManagerRotationEnabled']) {
      Validations.of(this.billingSecret).acknowledge({
        id,
        reason: 'Stripe API keys are rolled in the Stripe dashboard and then stored here by hand (README, deploying).',
      });
    }
    Validations.of(this.billingSecret).acknowledge({
      id: 'HIPAA.Security-SecretsManagerUsingKMSKey',
      reason: 'The AWS-managed key encrypts it; the secret holds API credentials and no health data.',
    });

    this.documentsBucket = this.uploadBucket('Documents');
    this.photosBucket = this.uploadBucket('Photos');
    this.exportValue(this.documentsBucket.bucketArn, { name: UPLOAD_BUCKET_ARN_EXPORTS.documents });
    this.exportValue(this.photosBucket.bucketArn, { name: UPLOAD_BUCKET_ARN_EXPORTS.photos });

    const mailConsumer = eventHandlers.mailWorker;
    this.mailDeadLetterQueue = new sqs.Queue(this, 'MailDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.mailDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the mail queue.',
    });
    this.mailQueue = new sqs.Queue(this, 'MailQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS's advice for Lambda consumers: six times the function timeout, so retries are not early.
      visibilityTimeout: Duration.seconds(DEFAULT_TIMEOUT.event.toSeconds() * 6),
      deadLetterQueue: { queue: this.mailDeadLetterQueue, maxReceiveCount: mailConsumer.source.maxReceiveCount },
    });

    const authMailConsumer = eventHandlers.authMailWorker;
    this.authMailDeadLetterQueue = new sqs.Queue(this, 'AuthMailDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.authMailDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the auth mail queue.',
    });
    this.authMailQueue = new sqs.Queue(this, 'AuthMailQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(DEFAULT_TIMEOUT.event.toSeconds() * 6),
      // A code is worth little after its expiry (Cognito's reset code: 1 hour; ours: 15 minutes).
      retentionPeriod: Duration.hours(1),
      deadLetterQueue: {
        queue: this.authMailDeadLetterQueue,
        maxReceiveCount: authMailConsumer.source.maxReceiveCount,
      },
    });

    const reminderConsumer = eventHandlers.reminderWorker;
    this.reminderDeadLetterQueue = new sqs.Queue(this, 'ReminderDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.reminderDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the reminder queue.',
    });
    this.reminderQueue = new sqs.Queue(this, 'ReminderQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the function timeout plus the batching window (AWS's advice for Lambda consumers).
      visibilityTimeout: Duration.seconds(
        DEFAULT_TIMEOUT.event.toSeconds() * 6 + (reminderConsumer.source.maxBatchingWindowSeconds ?? 0),
      ),
      deadLetterQueue: {
        queue: this.reminderDeadLetterQueue,
        maxReceiveCount: reminderConsumer.source.maxReceiveCount,
      },
    });

    const recountConsumer = eventHandlers.counterRecountWorker;
    this.counterRecountDeadLetterQueue = new sqs.Queue(this, 'CounterRecountDeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.counterRecountDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the counter recount queue.',
    });
    this.counterRecountQueue = new sqs.Queue(this, 'CounterRecountQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(DEFAULT_TIMEOUT.event.toSeconds() * 6),
      deadLetterQueue: {
        queue: this.counterRecountDeadLetterQueue,
        maxReceiveCount: recountConsumer.source.maxReceiveCount,
      },
    });
  }

  /** Documents and photos: private, encrypted, versioned, uploaded to and read through presigned URLs. */
  private uploadBucket(id: string): s3.Bucket {
    const bucket = new s3.Bucket(this, id, {
      // The AWS-managed key: any principal allowed by IAM can use it through S3, so presigned
      // URLs need no key policy, and the HIPAA pack's KMS rule is met.
      encryption: s3.BucketEncryption.KMS_MANAGED,
      bucketKeyEnabled: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: `${id.toLowerCase()}/`,
      // Replaced or deleted files stay recoverable for a while, then stop costing.
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(bucket).acknowledge({
      id: 'HIPAA.Security-S3BucketReplicationEnabled',
      reason:
        'Cross-region replication is a disaster-recovery decision not taken yet; versioning protects against deletes.',
    });
    return bucket;
  }
}
