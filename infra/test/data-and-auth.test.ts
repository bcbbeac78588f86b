import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TABLE_INDEXES,
  TABLE_KEYS,
  TABLE_STREAM_VIEW,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/src/data/table-definition';
import { eventHandlers } from '../../functions/src/events/manifest';
import { ADMIN_GROUPS } from '../../shared/src/domain/constants';
import { repoRoot } from '../lib/app-config';
import { functionEnvironment } from '../lib/function-environment';
import { actionsOf, resourcesOfType, synthesizeLunia } from './synth-lunia';

let auth: Template;
let data: Template;

beforeAll(async () => {
  const lunia = await synthesizeLunia();
  auth = lunia.template(lunia.stacks.auth);
  data = lunia.template(lunia.stacks.data);
});

describe('user pool', () => {
  it('signs in by case-insensitive e-mail, with self sign-up disabled and the spec’s password rule', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireNumbers: true,
          RequireSymbols: true,
          RequireLowercase: true,
          RequireUppercase: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
    auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('has a secretless SRP client with 60-minute access and 30-day refresh tokens', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', RefreshToken: 'minutes' }),
    });
  });

  it('has the admin groups', () => {
    const groups = resourcesOfType(auth, 'AWS::Cognito::UserPoolGroup').map(([, group]) => group.Properties?.GroupName);
    expect(groups.sort()).toEqual([...ADMIN_GROUPS].sort());
  });
});

describe('table', () => {
  it('matches the table definition: keys, indexes, stream, TTL', () => {
    const [[, table]] = resourcesOfType(data, 'AWS::DynamoDB::Table') as [
      [string, { Properties: Record<string, unknown> }],
    ];
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: TABLE_STREAM_VIEW },
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
  });
});

describe('upload buckets', () => {
  const uploadBuckets = () =>
    resourcesOfType(data, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('Documents') || id.startsWith('Photos'));

  it('are encrypted, versioned, private, retained, with CORS for POST/GET', () => {
    expect(uploadBuckets()).toHaveLength(2);
    for (const [, bucket] of uploadBuckets()) {
      expect(bucket.Properties).toMatchObject({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedMethods: ['POST', 'GET'] })] },
      });
    }
    expect(Object.keys(data.findResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' }))).toHaveLength(3);
  });

  it('refuse requests without TLS', () => {
    for (const [id] of uploadBuckets()) {
      data.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });
});

describe('mail queue', () => {
  it('dead-letters after the manifest’s maxReceiveCount and is encrypted', () => {
    data.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { maxReceiveCount: eventHandlers.mailWorker.source.maxReceiveCount },
      SqsManagedSseEnabled: true,
    });
  });
});

describe('function environment', () => {
  it('sets every variable functions/src/lib/env.ts requires', () => {
    const source = readFileSync(join(repoRoot, 'functions/src/lib/env.ts'), 'utf8');
    const required = [...source.matchAll(/required\('([A-Z0-9_]+)'\)/g)].map((match) => match[1]);
    expect(required.length).toBeGreaterThan(0);
    const provided = Object.keys(
      functionEnvironment({
        tableName: 't',
        documentsBucketName: 'd',
        photosBucketName: 'p',
        mailQueueUrl: 'q',
        mailDeadLetterQueueUrl: 'qd',
        reminderQueueUrl: 'r',
        reminderDeadLetterQueueUrl: 'rd',
        mailFrom: 'm',
        companyInbox: 'c',
        userPoolId: 'u',
        customSenderKeyArn: 'k',
      }),
    );
    expect(provided).toEqual(expect.arrayContaining(required));
  });
});

describe('custom e-mail sender (password-reset codes through our mail queue)', () => {
  it('wires the trigger with a rotated customer key on the user pool', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        CustomEmailSender: { LambdaArn: Match.anyValue(), LambdaVersion: 'V1_0' },
        KMSKeyID: Match.anyValue(),
      },
    });
    auth.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    auth.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
    });
  });

  it('lets Cognito encrypt with the key, only in this account', () => {
    const [[, key]] = resourcesOfType(auth, 'AWS::KMS::Key') as [[string, { Properties: { KeyPolicy: unknown } }]];
    const statements = (key.Properties.KeyPolicy as { Statement: Record<string, unknown>[] }).Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Principal: { Service: 'cognito-idp.amazonaws.com' },
          Action: ['kms:CreateGrant', 'kms:Encrypt'],
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
      ]),
    );
  });

  it('gives the sender only kms:Decrypt on that key and SendMessage on the mail queue', () => {
    const policies = resourcesOfType(auth, 'AWS::IAM::ManagedPolicy').filter(([, policy]) =>
      String(policy.Properties?.Description).includes('events/cognito-custom-email-sender'),
    );
    expect(policies).toHaveLength(1);
    const actions = actionsOf(policies[0]?.[1].Properties?.PolicyDocument);
    expect(actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:')).sort()).toEqual([
      'kms:Decrypt',
      'sqs:GetQueueAttributes',
      'sqs:SendMessage',
    ]);
  });
});
