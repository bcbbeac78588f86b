/**
 * The product's state: the single table, the upload buckets and the mail queue. Everything here is
 * retained on stack deletion; other stacks only reference it.
 */

import { MODULE_NAMES, type OpenableModule } from '@lunia/shared/domain/module-access';
import { CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
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
import { type EventSource, eventHandlers } from '../../functions/src/events/manifest';
import { DEFAULT_TIMEOUT } from '../constructs/api-function';
import { BACKUP_RETENTION_DAYS, DataBackup } from './data-backup';
import { uploadBucketArnExport } from './function-permissions';
import { DocumentMalwareProtection } from './malware-protection';
import { acknowledgeFindings, acknowledgeManualSecret } from './nag-acknowledgements';
import { RestoredTableRef } from './restored-table';
import { LIVE_TABLE_OUTPUT } from './stage-config';
import type { RestoredTable } from './stage-file';

/**
 * The upload buckets get no CORS here: only the site's own origin may use them from the browser, and
 * that is the distribution's domain, known in the site stack (infra/lib/upload-cors.ts sets it).
 */
export interface DataStackProps extends StackProps {
  stage: string;
  /** The second region AWS Backup copies each recovery point to (./data-backup.ts). */
  backupCopyRegion?: string | undefined;
  /** After a point-in-time restore: the restored table, used instead of the created one (./restored-table.ts). */
  restoredTable?: RestoredTable | undefined;
}

const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

export class DataStack extends Stack {
  /** The table every function uses: the created one, or after a restore the restored one. */
  readonly table: dynamodb.ITable;
  readonly documentsBucket: s3.Bucket;
  readonly photosBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  /** Exports written for recovery (the user pool's, daily: events/user-pool-export); AWS Backup copies it too. */
  readonly backupsBucket: s3.Bucket;
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
  /**
   * The public forms' own signing secret (their bot-check challenges; issue 25): shared with no
   * module, so a module team cannot mint form proofs and rotating either leaves the other alone.
   */
  readonly formChallengeSecret: secretsmanager.Secret;
  /** HMAC keys of the signed module access links, one per module; shared with each module out of band. */
  readonly moduleSigningSecrets: Record<OpenableModule, secretsmanager.Secret>;
  /**
   * The payment provider's (Stripe's) credentials, JSON `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`.
   * Created with empty values: the deploy runbook (docs/deploy.md, secrets) says how to fill it; billing refuses to run until then.
   */
  readonly billingSecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    const createdTable = new dynamodb.Table(this, 'Table', {
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
      createdTable.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    this.table = props.restoredTable
      ? new RestoredTableRef(this, 'RestoredTable', props.restoredTable).table
      : createdTable;
    if (props.restoredTable) {
      Validations.of(createdTable).acknowledge({
        id: 'HIPAA.Security-DynamoDBInBackupPlan',
        reason: `Superseded by the restored table ${props.restoredTable.name}, which the backup plan covers; kept for the record with its point-in-time recovery.`,
      });
    }
    new CfnOutput(this, LIVE_TABLE_OUTPUT, {
      value: this.table.tableName,
      description: 'The table the functions use (after a point-in-time restore: the restored one).',
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
    const noSelfLogging = 'This is the access-log bucket; logging it into itself would loop.';
    acknowledgeFindings(this.accessLogsBucket, {
      'AwsSolutions-S1': noSelfLogging,
      'HIPAA.Security-S3BucketLoggingEnabled': noSelfLogging,
      'HIPAA.Security-S3DefaultEncryptionKMS': 'S3 delivers server access logs only to SSE-S3 encrypted buckets.',
      'HIPAA.Security-S3BucketReplicationEnabled':
        'Access logs are diagnostic; replicating them across regions is not worth the cost.',
    });

    // One HMAC key per module a link can open (docs/module-access.md); BookRx's keeps its original id.
    const signingSecret = (module: OpenableModule) => {
      const name = MODULE_NAMES[module];
      const secret = new secretsmanager.Secret(this, `${name}SigningSecret`, {
        description: `HMAC key of the signed ${name} access links and their redemption (shared with ${name}).`,
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
        removalPolicy: RemovalPolicy.RETAIN,
      });
      acknowledgeManualSecret(secret, {
        rotation: `Rotating the ${name} link key needs ${name} to accept two keys at once; rotation is manual for now.`,
        encryption: 'The AWS-managed key encrypts it; the secret signs links and holds no health data.',
      });
      return secret;
    };
    this.moduleSigningSecrets = {
      bookrx: signingSecret('bookrx'),
      shift: signingSecret('shift'),
      core: signingSecret('core'),
    };
    this.formChallengeSecret = new secretsmanager.Secret(this, 'FormChallengeSecret', {
      description: "HMAC key of the public forms' bot-check challenges (Lunia only; shared with no module).",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeManualSecret(this.formChallengeSecret, {
      rotation:
        'A new value only invalidates challenges of the last 30 minutes (a form sent again gets a new one); rotation is manual for now.',
      encryption: 'The AWS-managed key encrypts it; the secret signs form challenges and holds no health data.',
    });

    this.billingSecret = new secretsmanager.Secret(this, 'BillingSecret', {
      description:
        'Stripe credentials of billing: {"secretKey":"sk_...","webhookSecret":"whsec_..."} (set after deploy).',
      // A placeholder, not a secret: CloudFormation writes it once, and a later deploy leaves the value
      // filled in by hand alone as long as this placeholder does not change.
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify({ secretKey: '', webhookSecret: '' })),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeManualSecret(this.billingSecret, {
      rotation:
        'Stripe API keys are rolled in the Stripe dashboard and then stored here by hand (docs/deploy.md, rotating secrets).',
      encryption: 'The AWS-managed key encrypts it; the secret holds API credentials and no health data.',
    });

    this.documentsBucket = this.uploadBucket('Documents');
    this.photosBucket = this.uploadBucket('Photos');
    this.backupsBucket = this.privateBucket('Backups', [
      { expiration: Duration.days(BACKUP_RETENTION_DAYS), noncurrentVersionExpiration: Duration.days(1) },
    ]);
    new DataBackup(this, 'Backup', {
      stage: props.stage,
      resources: [
        backup.BackupResource.fromDynamoDbTable(this.table),
        ...[this.documentsBucket, this.photosBucket, this.backupsBucket].map((bucket) =>
          backup.BackupResource.fromArn(bucket.bucketArn),
        ),
      ],
      ...(props.backupCopyRegion ? { copyRegion: props.backupCopyRegion } : {}),
    });
    // GuardDuty scans every document file; a threat verdict blocks it (infra/lib/malware-protection.ts).
    new DocumentMalwareProtection(this, 'DocumentsMalwareProtection', this.documentsBucket);
    this.exportValue(this.documentsBucket.bucketArn, {
      name: uploadBucketArnExport(this.documentsBucket, 'documents'),
    });
    this.exportValue(this.photosBucket.bucketArn, { name: uploadBucketArnExport(this.photosBucket, 'photos') });
    this.exportValue(this.backupsBucket.bucketArn, { name: uploadBucketArnExport(this.backupsBucket, 'backups') });

    ({ queue: this.mailQueue, deadLetterQueue: this.mailDeadLetterQueue } = this.consumerQueue(
      'Mail',
      'the mail queue',
      eventHandlers.mailWorker.source,
    ));
    ({ queue: this.authMailQueue, deadLetterQueue: this.authMailDeadLetterQueue } = this.consumerQueue(
      'AuthMail',
      'the auth mail queue',
      eventHandlers.authMailWorker.source,
      // A code is worth little after its expiry (Cognito's reset code: 1 hour; ours: 15 minutes).
      Duration.hours(1),
    ));
    ({ queue: this.reminderQueue, deadLetterQueue: this.reminderDeadLetterQueue } = this.consumerQueue(
      'Reminder',
      'the reminder queue',
      eventHandlers.reminderWorker.source,
    ));
    ({ queue: this.counterRecountQueue, deadLetterQueue: this.counterRecountDeadLetterQueue } = this.consumerQueue(
      'CounterRecount',
      'the counter recount queue',
      eventHandlers.counterRecountWorker.source,
    ));
  }

  /**
   * The queue of an SQS event consumer (`<id>Queue`) and its dead-letter queue (`<id>DeadLetterQueue`,
   * after the consumer's maximum receives). The visibility timeout is six times the function timeout
   * plus the consumer's batching window (AWS's advice for Lambda consumers, so retries are not early).
   */
  private consumerQueue(
    id: string,
    what: string,
    source: Extract<EventSource, { type: 'sqs' }>,
    retentionPeriod?: Duration,
  ): { queue: sqs.Queue; deadLetterQueue: sqs.Queue } {
    const deadLetterQueue = new sqs.Queue(this, `${id}DeadLetterQueue`, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This is the dead-letter queue of ${what}.`,
    });
    const queue = new sqs.Queue(this, `${id}Queue`, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(
        DEFAULT_TIMEOUT.event.toSeconds() * 6 + (source.maxBatchingWindowSeconds ?? 0),
      ),
      ...(retentionPeriod ? { retentionPeriod } : {}),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: source.maxReceiveCount },
    });
    return { queue, deadLetterQueue };
  }

  /** Documents and photos: private, encrypted, versioned, uploaded to and read through presigned URLs. */
  private uploadBucket(id: string): s3.Bucket {
    // Replaced or deleted files stay recoverable for a while, then stop costing.
    return this.privateBucket(id, [
      { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ]);
  }

  /** A private, KMS-encrypted, versioned, access-logged bucket that outlives the stack. */
  private privateBucket(id: string, lifecycleRules: s3.LifecycleRule[]): s3.Bucket {
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
      lifecycleRules,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(bucket).acknowledge({
      id: 'HIPAA.Security-S3BucketReplicationEnabled',
      reason:
        'AWS Backup copies its daily recovery points to a second region when the stage names one (infra/lib/data-backup.ts); versioning protects against deletes.',
    });
    return bucket;
  }
}
