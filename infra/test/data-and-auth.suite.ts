import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TABLE_INDEXES,
  TABLE_KEYS,
  TABLE_STREAM_VIEW,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/src/data/table-definition';
import { eventHandlers } from '../../functions/src/events/manifest';
import { type RouteDef, routes } from '../../shared/src/api/routes';
import { ADMIN_GROUPS } from '../../shared/src/domain/constants';
import { ApiRoutesStack } from '../lib/api-routes-stack';
import { repoRoot } from '../lib/app-config';
import { functionEnvironment } from '../lib/function-environment';
import { besideStubbedLunia, stubCode } from './stub-synth';
import { actionsOf, resourcesOfType, sharedLunia } from './synth-lunia';

let auth: Template;
let data: Template;

beforeAll(async () => {
  const lunia = await sharedLunia();
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

  it('has a secretless SRP client with 15-minute access and ID tokens, 30-day refresh tokens, and no writable e-mail', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' }),
      WriteAttributes: ['locale'],
    });
  });

  it('asks for an authenticator-app code (TOTP only, no SMS) from every account that enrolled one', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
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

  it('are encrypted, versioned, private, retained; CORS is set by the site stack (upload-cors.ts)', () => {
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
      });
      expect(bucket.Properties?.CorsConfiguration).toBeUndefined();
    }
    // The upload buckets, the access logs and the backups bucket (infra/lib/data-backup.ts).
    expect(Object.keys(data.findResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' }))).toHaveLength(4);
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

  it('has a separate auth mail queue for codes, with its own dead-letter queue and a short retention', () => {
    const queues = resourcesOfType(data, 'AWS::SQS::Queue');
    const [authQueue] = queues.filter(([id]) => id.startsWith('AuthMailQueue'));
    const [authDeadLetters] = queues.filter(([id]) => id.startsWith('AuthMailDeadLetterQueue'));
    expect(authQueue && authDeadLetters).toBeTruthy();
    const properties = authQueue?.[1].Properties as Record<string, unknown>;
    expect(properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 3600,
      RedrivePolicy: {
        maxReceiveCount: eventHandlers.authMailWorker.source.maxReceiveCount,
        deadLetterTargetArn: { 'Fn::GetAtt': [authDeadLetters?.[0], 'Arn'] },
      },
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
        backupsBucketName: 'b',
        mailQueueUrl: 'q',
        mailDeadLetterQueueUrl: 'qd',
        authMailQueueUrl: 'aq',
        authMailDeadLetterQueueUrl: 'aqd',
        reminderQueueUrl: 'r',
        reminderDeadLetterQueueUrl: 'rd',
        counterRecountQueueUrl: 'cr',
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

  it('gives the sender only kms:Decrypt on that key, reads of the table and SendMessage on the auth mail queue', () => {
    const policies = resourcesOfType(auth, 'AWS::IAM::ManagedPolicy').filter(([, policy]) =>
      String(policy.Properties?.Description).includes('events/cognito-custom-email-sender'),
    );
    expect(policies).toHaveLength(1);
    const actions = actionsOf(policies[0]?.[1].Properties?.PolicyDocument);
    expect(actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:')).sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      'kms:Decrypt',
      'sqs:GetQueueAttributes',
      'sqs:SendMessage',
    ]);
    const document = JSON.stringify(policies[0]?.[1].Properties?.PolicyDocument);
    expect(document).toMatch(/AuthMailQueue/);
    expect(document.replaceAll('AuthMailQueue', '')).not.toMatch(/MailQueue/);
    auth.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ AUTH_MAIL_QUEUE_URL: Match.anyValue(), TABLE_NAME: Match.anyValue() }),
      },
    });
  });
});

describe('password reset ends every session (PostConfirmation trigger, issue 25)', () => {
  it('is wired on the pool and may only update the table', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: Match.objectLike({ PostConfirmation: Match.anyValue() }),
    });
    const policies = resourcesOfType(auth, 'AWS::IAM::ManagedPolicy').filter(([, policy]) =>
      String(policy.Properties?.Description).includes('events/cognito-post-confirmation'),
    );
    expect(policies).toHaveLength(1);
    const actions = actionsOf(policies[0]?.[1].Properties?.PolicyDocument);
    expect(actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:'))).toEqual([
      'dynamodb:UpdateItem',
    ]);
  });
});

describe('billing secret (Stripe credentials)', () => {
  it('exists with an empty placeholder to fill after deploy, and is retained', () => {
    const secrets = resourcesOfType(data, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('BillingSecret'),
    );
    expect(secrets).toHaveLength(1);
    const [[id, secret]] = secrets as [[string, { Properties: Record<string, unknown> }]];
    expect(JSON.parse(String(secret.Properties.SecretString))).toEqual({ secretKey: '', webhookSecret: '' });
    expect(Object.keys(data.findResources('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' }))).toContain(id);
  });

  // Two billing routes deployed beside the app: one with the need, one without (stub code, no bundles).
  const billingSecretReaders = besideStubbedLunia(({ app, config, stacks }) => {
    const withNeed = { ...routes.receivePaymentWebhook, status: 'implemented', needs: ['secrets:billing:read'] };
    const withoutNeed = { ...routes.getOrganizationBilling, status: 'implemented', needs: ['table:read'] };
    return new ApiRoutesStack(app, 'BillingSecretReaders', {
      // Beside the app's stacks, in their pinned environment.
      env: { region: config.region },
      httpApi: stacks.api.httpApi,
      jwtAuthorizer: stacks.api.jwtAuthorizer,
      routes: [
        ['receivePaymentWebhook', withNeed as RouteDef],
        ['getOrganizationBilling', withoutNeed as RouteDef],
      ],
      resources: stacks.resources,
      code: stubCode,
    });
  });

  it('is readable only by a function whose needs say so, which alone gets its ARN as STRIPE_SECRET_ARN', () => {
    const {
      lunia: { stacks },
      stack,
    } = billingSecretReaders();
    const template = Template.fromStack(stack);
    const secretId = stacks.data.getLogicalId(stacks.data.billingSecret.node.defaultChild as CfnElement);
    const bookrxId = stacks.data.getLogicalId(stacks.data.moduleSigningSecrets.bookrx.node.defaultChild as CfnElement);
    const billingSecretImport = { 'Fn::ImportValue': Match.stringLikeRegexp(`ExportsOutputRef${secretId}`) };

    type Statement = { Action: string | string[]; Resource: unknown };
    const statementsOf = (prefix: string) => {
      const policies = resourcesOfType(template, 'AWS::IAM::ManagedPolicy').filter(([id]) => id.startsWith(prefix));
      expect(policies).toHaveLength(1);
      const document = policies[0]?.[1].Properties?.PolicyDocument as { Statement: Statement[] };
      return document.Statement;
    };
    const secretStatements = (prefix: string) =>
      statementsOf(prefix).filter((statement) =>
        [statement.Action].flat().some((a) => a.startsWith('secretsmanager:')),
      );

    const reader = secretStatements('ReceivePaymentWebhook');
    expect(reader).toHaveLength(1);
    expect(reader[0]?.Action).toBe('secretsmanager:GetSecretValue');
    expect(reader[0]?.Resource).toEqual({ 'Fn::ImportValue': expect.stringContaining(`ExportsOutputRef${secretId}`) });
    expect(JSON.stringify(reader)).not.toContain(bookrxId);
    expect(secretStatements('GetOrganizationBilling')).toHaveLength(0);

    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: routes.receivePaymentWebhook.handler,
      Environment: { Variables: Match.objectLike({ STRIPE_SECRET_ARN: billingSecretImport }) },
    });
    const [[, other]] = resourcesOfType(template, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties?.Description === routes.getOrganizationBilling.handler,
    ) as [[string, { Properties: { Environment: { Variables: Record<string, unknown> } } }]];
    expect(other.Properties.Environment.Variables).not.toHaveProperty('STRIPE_SECRET_ARN');
  });
});
