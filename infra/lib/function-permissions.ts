/**
 * Least privilege, declared per handler: each function lists what it needs in the product's own
 * words, and `policyStatementsFor` turns the list into IAM statements on the exact resources.
 * Nothing else grants a function anything (its role refuses other policy updates), so this map is
 * the complete picture of who may do what, and a function missing here cannot be synthesized.
 */
import { Fn, Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../functions/src/data/table-definition';
import type { NagAcknowledgement } from '../constructs/api-function';

export type FunctionNeed =
  /** GetItem/Query/BatchGetItem on the table and its indexes. */
  | 'table:read'
  /** PutItem only: creates guarded by conditions (beta signups, dedupe claims). */
  | 'table:put'
  /** UpdateItem. */
  | 'table:update'
  /** DeleteItem. */
  | 'table:delete'
  /** Read the table's stream (the stream consumer only). */
  | 'table:stream-read'
  | 'queue:mail:send'
  | 'queue:mail:consume'
  /** Where the stream consumer's event source mapping parks records it gave up on. */
  | 'queue:table-stream-failures:send'
  /** ses:SendEmail, only as the configured sender. */
  | 'mail:send'
  | 'documents:read'
  | 'documents:write'
  | 'documents:delete'
  | 'photos:read'
  | 'photos:write'
  | 'photos:delete'
  /** GetSecretValue on the BookRx signing secret only. */
  | 'secrets:bookrx-signing:read'
  /** Cognito admin calls on the user pool (registration, groups, disable). */
  | 'users:admin'
  /** Registration only: create a user, set its password, delete it again on a failed registration. */
  | 'users:create'
  /** AdminUpdateUserAttributes: the owner's own e-mail change. */
  | 'users:update-attributes'
  /** kms:Decrypt with the key Cognito encrypts one-time codes with (the custom e-mail sender). */
  | 'codes:decrypt';

/** Handler (as the manifests name it) → what it needs. Every deployed handler must be listed. */
export const FUNCTION_NEEDS: Readonly<Record<string, readonly FunctionNeed[]>> = {
  // The confirmation e-mail is queued by the stream consumer (outbox), so signup only writes.
  'public/create-beta-signup': ['table:put'],
  // Both e-mails (acknowledgement, company inbox copy) are queued by the stream consumer too.
  'public/create-partner-inquiry': ['table:put'],
  'public/create-contact-message': ['table:put'],
  // Put + Update: counters applied once per record (a claim Put and ADDs in one transaction) and
  // the user's place on the awaiting-final-approval list (docs/data-model.md).
  'events/table-stream': [
    'table:stream-read',
    'table:put',
    'table:update',
    'queue:mail:send',
    'queue:table-stream-failures:send',
  ],
  // Put/Delete are the dedupe claim and its release after a failed send.
  'events/mail-worker': ['queue:mail:consume', 'table:put', 'table:delete', 'mail:send'],
  // Account (issue 4). Registration: Cognito user + the profile/e-mail/LUNIA ID transaction (puts).
  'account/register-user': ['users:create', 'table:put'],
  // Profile responses carry a presigned GET of the photo, which is only as good as photos:read.
  'account/get-profile': ['table:read', 'table:update', 'photos:read'],
  // The e-mail swap is one transaction: update the profile, delete the old claim, put the new one.
  'account/update-profile': [
    'table:read',
    'table:update',
    'table:put',
    'table:delete',
    'users:update-attributes',
    'photos:read',
  ],
  'account/create-profile-photo-upload': ['table:read', 'table:update', 'photos:write'],
  'account/delete-profile-photo': ['table:update', 'photos:delete'],
  'account/refresh-profile-photo-url': ['table:read', 'photos:read'],
  'account/change-context': ['table:read', 'table:update'],
  'account/get-user-stats': ['table:read'],
  'invitations/list-my-invitations': ['table:read'],
  'organizations/list-my-organizations': ['table:read'],
  'events/s3-photo-uploaded': ['photos:read', 'photos:delete', 'table:read', 'table:update'],
  // Decrypts the code Cognito hands over and queues the e-mail; reads nothing else.
  'events/cognito-custom-email-sender': ['codes:decrypt', 'queue:mail:send'],
  // Documents (issue 5). Every document change is a conditional Put of the whole item (optimistic
  // concurrency on `version`) with its audit event, in one transaction; Update is the owner's
  // approved-types set; presigned POST/GET are only as good as documents:write/read.
  'events/s3-document-uploaded': ['documents:read', 'documents:delete', 'table:read', 'table:put'],
  'documents/list-my-documents': ['table:read'],
  'documents/create-document-upload': ['table:read', 'table:put', 'table:update', 'documents:write'],
  'documents/replace-document-file': ['table:read', 'table:put', 'table:update', 'documents:write'],
  'documents/resubmit-document': ['table:read', 'table:put', 'table:update', 'documents:write'],
  'documents/delete-document': ['table:read', 'table:put', 'table:update', 'table:delete', 'documents:delete'],
  'documents/submit-documents-for-review': ['table:read', 'table:put', 'table:update'],
  // Put: the audit event of an admin's view or download.
  'documents/get-document-view-url': ['table:read', 'table:put', 'documents:read'],
  'documents/get-document-download-url': ['table:read', 'table:put', 'documents:read'],
  'documents/get-document-timeline': ['table:read'],
  'bookrx/get-bookrx-profile': ['table:read'],
  'bookrx/create-bookrx-access-url': ['table:read', 'secrets:bookrx-signing:read'],
  'admin/get-admin-stats': ['table:read'],
  'admin/list-admin-documents': ['table:read'],
  'admin/verify-document': ['table:read', 'table:put', 'table:update'],
  'admin/list-awaiting-final-approval': ['table:read'],
  'admin/approve-user-for-bookrx': ['table:read', 'table:put', 'table:update'],
};

/** The resources needs refer to; a stack passes the ones it has. */
export interface PermissionTargets {
  table?: dynamodb.ITable;
  mailQueue?: sqs.IQueue;
  tableStreamFailureQueue?: sqs.IQueue;
  documentsBucket?: s3.IBucket;
  photosBucket?: s3.IBucket;
  userPool?: cognito.IUserPool;
  customSenderKey?: kms.IKey;
  bookrxSigningSecret?: secretsmanager.ISecret;
  /** Bare address of the sender; SendEmail is allowed only from it. */
  mailFromAddress?: string;
}

/**
 * cdk-nag findings a need causes by design, with the reason. cdk-nag 3 matches findings by exact
 * id (no prefixes), so each wildcard resource is spelled as cdk-nag prints it.
 */
export function nagAcknowledgementsFor(needs: readonly FunctionNeed[]): NagAcknowledgement[] {
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
          return [objectWildcardAcknowledgement('documents')];
        case 'photos:read':
        case 'photos:write':
        case 'photos:delete':
          return [objectWildcardAcknowledgement('photos')];
        default:
          return [];
      }
    })
    .filter((ack, index, all) => all.findIndex((other) => other.id === ack.id) === index);
}

export function needsOf(handler: string): readonly FunctionNeed[] {
  const needs = FUNCTION_NEEDS[handler];
  if (!needs) {
    throw new Error(
      `No permissions declared for ${handler}: add it to FUNCTION_NEEDS in infra/lib/function-permissions.ts`,
    );
  }
  return needs;
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
 * Upload buckets are exported under fixed names (data-stack.ts) and their object ARNs built from those
 * imports, so the unavoidable `<bucket>/*` wildcard has a stable cdk-nag finding id to acknowledge.
 */
export const UPLOAD_BUCKET_ARN_EXPORTS = {
  documents: 'LuniaDocumentsBucketArn',
  photos: 'LuniaPhotosBucketArn',
} as const;
type UploadBucket = keyof typeof UPLOAD_BUCKET_ARN_EXPORTS;
/** `_provided` makes a stack without that bucket fail at synth, as for every other target. */
const objectArns = (bucket: UploadBucket, _provided: s3.IBucket) => [
  `${Fn.importValue(UPLOAD_BUCKET_ARN_EXPORTS[bucket])}/*`,
];
const objectWildcardAcknowledgement = (bucket: UploadBucket): NagAcknowledgement => ({
  id: `AwsSolutions-IAM5[Resource::${UPLOAD_BUCKET_ARN_EXPORTS[bucket]}/*]`,
  reason: `Object keys are chosen per upload at run time (users/<id>/...); the grant covers objects of the ${bucket} bucket only, one action per need.`,
});

export function policyStatementsFor(scope: Construct, needs: readonly FunctionNeed[], targets: PermissionTargets) {
  const statement = (actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    new iam.PolicyStatement({ actions, resources, ...(conditions ? { conditions } : {}) });
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
        return statement(['sqs:SendMessage', 'sqs:GetQueueAttributes'], [target(targets.mailQueue, need).queueArn]);
      case 'queue:mail:consume':
        return statement(
          [
            'sqs:ReceiveMessage',
            'sqs:DeleteMessage',
            'sqs:ChangeMessageVisibility',
            'sqs:GetQueueAttributes',
            'sqs:GetQueueUrl',
          ],
          [target(targets.mailQueue, need).queueArn],
        );
      case 'queue:table-stream-failures:send':
        return statement(
          ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'],
          [target(targets.tableStreamFailureQueue, need).queueArn],
        );
      case 'mail:send': {
        // SES authorizes against identities (the sender's and, in the sandbox, the recipients'),
        // so the resource is every identity of the account; the condition pins the sender.
        const identities = Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
        return statement(['ses:SendEmail'], [identities], {
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
        return statement(
          ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminDeleteUser'],
          [target(targets.userPool, need).userPoolArn],
        );
      case 'users:update-attributes':
        return statement(['cognito-idp:AdminUpdateUserAttributes'], [target(targets.userPool, need).userPoolArn]);
      case 'secrets:bookrx-signing:read':
        return statement(['secretsmanager:GetSecretValue'], [target(targets.bookrxSigningSecret, need).secretArn]);
      case 'users:admin':
        return statement(
          [
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminSetUserPassword',
            'cognito-idp:AdminUpdateUserAttributes',
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminRemoveUserFromGroup',
            'cognito-idp:AdminListGroupsForUser',
            'cognito-idp:AdminDisableUser',
            'cognito-idp:AdminEnableUser',
          ],
          [target(targets.userPool, need).userPoolArn],
        );
      default:
        return unknownNeed(need);
    }
  });
}
