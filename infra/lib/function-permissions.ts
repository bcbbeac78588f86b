/**
 * Least privilege, declared per handler: each deployed function lists what it needs, in the
 * product's own words, in its manifest entry (`needs` on a route in shared/src/api/routes/*.ts or on
 * an event consumer in functions/src/events/manifest.ts; the words are FunctionNeed in
 * shared/src/api/function-needs.ts). Here `policyStatementsFor` turns such a list into IAM
 * statements on the exact resources, and `nagAcknowledgementsFor` states the cdk-nag findings it
 * causes by design. Nothing else grants a function anything (its role refuses other policy
 * updates), so the manifests are the complete picture of who may do what.
 */
import { Aws, Fn, Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../functions/src/data/table-definition';
import type { FunctionNeed, FunctionNeeds } from '../../shared/src/api/function-needs';
import { USER_POOL_EXPORT_PREFIX } from '../../shared/src/operations/backups';
import type { NagAcknowledgement } from '../constructs/api-function';

/** The resources needs refer to; a stack passes the ones it has. */
export interface PermissionTargets {
  table?: dynamodb.ITable;
  mailQueue?: sqs.IQueue;
  mailDeadLetterQueue?: sqs.IQueue;
  /** Password-reset and e-mail verification codes (their own queue and worker). */
  authMailQueue?: sqs.IQueue;
  authMailDeadLetterQueue?: sqs.IQueue;
  reminderQueue?: sqs.IQueue;
  reminderDeadLetterQueue?: sqs.IQueue;
  counterRecountQueue?: sqs.IQueue;
  tableStreamFailureQueue?: sqs.IQueue;
  documentsBucket?: s3.IBucket;
  photosBucket?: s3.IBucket;
  /** Exports for recovery (the daily user-pool export). */
  backupsBucket?: s3.IBucket;
  userPool?: cognito.IUserPool;
  customSenderKey?: kms.IKey;
  /** The public forms' own signing secret (issue 25). */
  formChallengeSecret?: secretsmanager.ISecret;
  /** The module signing secrets (docs/module-access.md), one per module a link can open. */
  moduleSigningSecrets?: Readonly<Record<string, secretsmanager.ISecret>>;
  /** The payment provider's credentials (`{ secretKey, webhookSecret }`). */
  billingSecret?: secretsmanager.ISecret;
  /** Bare address of the sender; SendEmail is allowed only from it. */
  mailFromAddress?: string;
  /** The configuration set the sends name: SES authorizes SendEmail against it too. */
  mailConfigurationSet?: string;
  /** The bulk stream's configuration set (reminders), when the app has one. */
  bulkMailConfigurationSet?: string;
}

/**
 * cdk-nag findings a need causes by design, with the reason. cdk-nag 3 matches findings by exact
 * id (no prefixes), so each wildcard resource is spelled as cdk-nag prints it.
 */
export function nagAcknowledgementsFor(needs: FunctionNeeds, targets: PermissionTargets): NagAcknowledgement[] {
  return needs
    .flatMap((need) => {
      switch (need) {
        case 'mail:send':
          return [
            {
              id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
              reason:
                'SES authorizes against sender and (in the sandbox) recipient identities; the ses:FromAddress condition pins the sender.',
            },
          ];
        case 'documents:read':
        case 'documents:write':
        case 'documents:delete':
          return [objectWildcardAcknowledgement('documents', target(targets.documentsBucket, need))];
        case 'photos:read':
        case 'photos:write':
        case 'photos:delete':
          return [objectWildcardAcknowledgement('photos', target(targets.photosBucket, need))];
        case 'backups:write':
          return [
            {
              id: `AwsSolutions-IAM5[Resource::${uploadBucketArnExport(target(targets.backupsBucket, need), 'backups')}/${USER_POOL_EXPORT_PREFIX}*]`,
              reason:
                'One export file a day under user-pool/ (named by its date); PutObject only, in the backups bucket only.',
            },
          ];
        default:
          return [];
      }
    })
    .filter((ack, index, all) => all.findIndex((other) => other.id === ack.id) === index);
}

function unknownNeed(need: never): never {
  throw new Error(`Unknown function need: ${String(need)}`);
}

function target<T>(value: T | undefined, need: FunctionNeed): T {
  if (value === undefined) throw new Error(`The stack provides no resource for the need '${need}'`);
  return value;
}

const tableItemArns = (table: dynamodb.ITable) => [table.tableArn];
// The indexes by name, not `index/*`: no wildcard resource (cdk-nag IAM5) and nothing beyond the three GSIs.
const tableAndIndexArns = (table: dynamodb.ITable) => [
  table.tableArn,
  ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.name}`),
];
/**
 * Upload buckets are exported under names of their own (data-stack.ts) and their object ARNs built from
 * those imports, so the unavoidable `<bucket>/*` wildcard has a stable cdk-nag finding id to acknowledge.
 * The name starts with the data stack's, which carries the stage (two stages, two exports).
 */
export type UploadBucket = 'documents' | 'photos' | 'backups';
export const uploadBucketArnExport = (bucket: s3.IBucket, kind: UploadBucket) =>
  `${Stack.of(bucket).stackName}-${kind[0]?.toUpperCase()}${kind.slice(1)}BucketArn`;
const objectArns = (kind: UploadBucket, bucket: s3.IBucket) => [
  `${Fn.importValue(uploadBucketArnExport(bucket, kind))}/*`,
];
const objectWildcardAcknowledgement = (kind: UploadBucket, bucket: s3.IBucket): NagAcknowledgement => ({
  id: `AwsSolutions-IAM5[Resource::${uploadBucketArnExport(bucket, kind)}/*]`,
  reason: `Object keys are chosen per upload at run time (users/<id>/...); the grant covers objects of the ${kind} bucket only, one action per need.`,
});

/** The user-pool actions of each `users:` need, on the pool itself. */
const USER_POOL_ACTIONS = {
  'users:create': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
  'users:update-attributes': ['cognito-idp:AdminUpdateUserAttributes'],
  'users:disable': [
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminUserGlobalSignOut',
  ],
  'users:read': ['cognito-idp:AdminGetUser'],
  'users:sign-out': ['cognito-idp:AdminUserGlobalSignOut'],
  'users:list': ['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup'],
} satisfies Partial<Record<FunctionNeed, string[]>>;

export function policyStatementsFor(scope: Construct, needs: FunctionNeeds, targets: PermissionTargets) {
  const statement = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    new iam.PolicyStatement({ actions, resources, ...(conditions ? { conditions } : {}) });
  /** What an SQS event source needs to take messages from its queue. */
  const consumeStatement = (queue: sqs.IQueue) =>
    statement(
      [
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueAttributes',
        'sqs:GetQueueUrl',
      ],
      [queue.queueArn],
    );
  return needs.flatMap((need): iam.PolicyStatement | iam.PolicyStatement[] => {
    switch (need) {
      case 'table:read':
        return statement(
          ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
          tableAndIndexArns(target(targets.table, need)),
        );
      case 'table:put':
        return statement(['dynamodb:PutItem'], tableItemArns(target(targets.table, need)));
      case 'table:update':
        return statement(['dynamodb:UpdateItem'], tableItemArns(target(targets.table, need)));
      case 'table:delete':
        return statement(['dynamodb:DeleteItem'], tableItemArns(target(targets.table, need)));
      case 'table:scan':
        // The base table only: the maintenance jobs read the items themselves, never an index.
        return statement(['dynamodb:Scan'], [target(targets.table, need).tableArn]);
      case 'table:stream-read': {
        const table = target(targets.table, need);
        if (!table.tableStreamArn) throw new Error('The table has no stream');
        return [
          statement(
            ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
            [table.tableStreamArn],
          ),
          // ListStreams has no resource-level permissions: '*' is the only resource it accepts.
          statement(['dynamodb:ListStreams'], ['*']),
        ];
      }
      case 'queue:mail:send':
        return statement(
          ['sqs:SendMessage', 'sqs:GetQueueAttributes'],
          [target(targets.mailQueue, need).queueArn, target(targets.authMailQueue, need).queueArn],
        );
      case 'queue:auth-mail:send':
        return statement(['sqs:SendMessage', 'sqs:GetQueueAttributes'], [target(targets.authMailQueue, need).queueArn]);
      case 'queue:reminders:send':
        return statement(['sqs:SendMessage'], [target(targets.reminderQueue, need).queueArn]);
      case 'queue:mail:status':
        return statement(
          ['sqs:GetQueueAttributes'],
          [
            target(targets.mailQueue, need).queueArn,
            target(targets.mailDeadLetterQueue, need).queueArn,
            target(targets.authMailQueue, need).queueArn,
            target(targets.authMailDeadLetterQueue, need).queueArn,
          ],
        );
      case 'queue:reminders:status':
        return statement(
          ['sqs:GetQueueAttributes'],
          [target(targets.reminderQueue, need).queueArn, target(targets.reminderDeadLetterQueue, need).queueArn],
        );
      case 'queue:reminders:consume':
        return consumeStatement(target(targets.reminderQueue, need));
      case 'queue:counter-recount:send':
        return statement(['sqs:SendMessage'], [target(targets.counterRecountQueue, need).queueArn]);
      case 'queue:counter-recount:consume':
        return consumeStatement(target(targets.counterRecountQueue, need));
      case 'queue:mail:consume':
        return consumeStatement(target(targets.mailQueue, need));
      case 'queue:auth-mail:consume':
        return consumeStatement(target(targets.authMailQueue, need));
      case 'queue:table-stream-failures:send':
        return statement(
          ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
          [target(targets.tableStreamFailureQueue, need).queueArn],
        );
      case 'mail:send': {
        // SES authorizes against identities (the sender's and, in the sandbox, the recipients'),
        // so the resource is every identity of the account; the condition pins the sender.
        // Partition, region and account as pseudo-parameters even when the stack's environment is
        // explicit (or CDK's partition-literals flag is on), so the ARN (and the cdk-nag acknowledgement
        // above, matched by exact id) is the same in every mode.
        const identities = Stack.of(scope).formatArn({
          partition: Aws.PARTITION,
          service: 'ses',
          resource: 'identity',
          resourceName: '*',
          region: Aws.REGION,
          account: Aws.ACCOUNT_ID,
        });
        // Both streams' sets (transactional and bulk, issue 39): the mail senders share one code path.
        const configurationSets = [targets.mailConfigurationSet, targets.bulkMailConfigurationSet]
          .filter((name): name is string => name !== undefined)
          .map((name) =>
            Stack.of(scope).formatArn({
              partition: Aws.PARTITION,
              service: 'ses',
              resource: 'configuration-set',
              resourceName: name,
              region: Aws.REGION,
              account: Aws.ACCOUNT_ID,
            }),
          );
        return statement(['ses:SendEmail'], [identities, ...configurationSets], {
          StringEquals: { 'ses:FromAddress': target(targets.mailFromAddress, need) },
        });
      }
      case 'documents:read':
        return statement(['s3:GetObject'], objectArns('documents', target(targets.documentsBucket, need)));
      case 'documents:write':
        return statement(['s3:PutObject'], objectArns('documents', target(targets.documentsBucket, need)));
      case 'documents:delete':
        return statement(['s3:DeleteObject'], objectArns('documents', target(targets.documentsBucket, need)));
      case 'photos:read':
        return statement(['s3:GetObject'], objectArns('photos', target(targets.photosBucket, need)));
      case 'photos:write':
        return statement(['s3:PutObject'], objectArns('photos', target(targets.photosBucket, need)));
      case 'photos:delete':
        return statement(['s3:DeleteObject'], objectArns('photos', target(targets.photosBucket, need)));
      case 'codes:decrypt':
        return statement(['kms:Decrypt'], [target(targets.customSenderKey, need).keyArn]);
      case 'users:create':
      case 'users:update-attributes':
      case 'users:disable':
      case 'users:read':
      case 'users:sign-out':
      case 'users:list':
        return statement(USER_POOL_ACTIONS[need], [target(targets.userPool, need).userPoolArn]);
      case 'backups:write':
        return statement(
          ['s3:PutObject'],
          [
            `${Fn.importValue(uploadBucketArnExport(target(targets.backupsBucket, need), 'backups'))}/${USER_POOL_EXPORT_PREFIX}*`,
          ],
        );
      case 'secrets:form-challenge:read':
        return statement(['secretsmanager:GetSecretValue'], [target(targets.formChallengeSecret, need).secretArn]);
      case 'secrets:module-signing:read':
        return statement(
          ['secretsmanager:GetSecretValue'],
          Object.values(target(targets.moduleSigningSecrets, need)).map((secret) => secret.secretArn),
        );
      case 'secrets:billing:read':
        return statement(['secretsmanager:GetSecretValue'], [target(targets.billingSecret, need).secretArn]);
      default:
        return unknownNeed(need);
    }
  });
}
