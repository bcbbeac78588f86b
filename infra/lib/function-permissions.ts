/**
 * Least privilege, declared per handler: each function lists what it needs in the product's own
 * words, and `policyStatementsFor` turns the list into IAM statements on the exact resources.
 * Nothing else grants a function anything (its role refuses other policy updates), so this map is
 * the complete picture of who may do what, and a function missing here cannot be synthesized.
 */
import { Stack } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
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
  /** Cognito admin calls on the user pool (registration, groups, disable). */
  | 'users:admin';

/** Handler (as the manifests name it) → what it needs. Every deployed handler must be listed. */
export const FUNCTION_NEEDS: Readonly<Record<string, readonly FunctionNeed[]>> = {
  // The confirmation e-mail is queued by the stream consumer (outbox), so signup only writes.
  'public/create-beta-signup': ['table:put'],
  'events/table-stream': ['table:stream-read', 'queue:mail:send', 'queue:table-stream-failures:send'],
  // Put/Delete are the dedupe claim and its release after a failed send.
  'events/mail-worker': ['queue:mail:consume', 'table:put', 'table:delete', 'mail:send'],
  'events/s3-document-uploaded': ['documents:read', 'documents:delete', 'table:read', 'table:update'],
};

/** The resources needs refer to; a stack passes the ones it has. */
export interface PermissionTargets {
  table?: dynamodb.ITable;
  mailQueue?: sqs.IQueue;
  tableStreamFailureQueue?: sqs.IQueue;
  documentsBucket?: s3.IBucket;
  photosBucket?: s3.IBucket;
  userPool?: cognito.IUserPool;
  /** Bare address of the sender; SendEmail is allowed only from it. */
  mailFromAddress?: string;
}

/**
 * cdk-nag findings a need causes by design, with the reason. cdk-nag 3 matches findings by exact
 * id (no prefixes), so each wildcard resource is spelled as cdk-nag prints it.
 */
export function nagAcknowledgementsFor(needs: readonly FunctionNeed[]): NagAcknowledgement[] {
  return needs.flatMap((need) => {
    switch (need) {
      case 'mail:send':
        return [
          {
            id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
            reason:
              'SES authorizes against sender and (in the sandbox) recipient identities; the ses:FromAddress condition pins the sender.',
          },
        ];
      default:
        return [];
    }
  });
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
const tableAndIndexArns = (table: dynamodb.ITable) => [table.tableArn, `${table.tableArn}/index/*`];
const objectArns = (bucket: s3.IBucket) => [bucket.arnForObjects('*')];

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
        return statement(['s3:GetObject'], objectArns(target(targets.documentsBucket, need)));
      case 'documents:write':
        return statement(['s3:PutObject'], objectArns(target(targets.documentsBucket, need)));
      case 'documents:delete':
        return statement(['s3:DeleteObject'], objectArns(target(targets.documentsBucket, need)));
      case 'photos:read':
        return statement(['s3:GetObject'], objectArns(target(targets.photosBucket, need)));
      case 'photos:write':
        return statement(['s3:PutObject'], objectArns(target(targets.photosBucket, need)));
      case 'photos:delete':
        return statement(['s3:DeleteObject'], objectArns(target(targets.photosBucket, need)));
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
