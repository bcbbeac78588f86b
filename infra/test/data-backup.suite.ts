/**
 * Recoverable data (issue 42): the AWS Backup plan of the table and buckets (daily, 35 days, a copy to
 * the stage's second region), the restored table the stacks switch to, and the daily user-pool export.
 * The shared synth's stage file names a copy region (./stage-test.json); the plan without one and the
 * switch to a restored table are small synths of the construct and the data stack alone.
 */
import { App, Aspects, type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as sns from 'aws-cdk-lib/aws-sns';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventHandlers } from '../../functions/src/events/manifest';
import { BACKUP_RETENTION_DAYS, DataBackup } from '../lib/data-backup';
import { DataStack } from '../lib/data-stack';
import { OperationalStandards } from '../lib/operations';
import { LIVE_TABLE_OUTPUT } from '../lib/stage-config';
import { actionsOf, resourcesOfType, sharedDataAndEvents } from './synth-lunia';
import { appInTemporaryFolder, temporaryFolder } from './temporary-folder';

const shared = sharedDataAndEvents();

const logicalId = (stack: Stack, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

describe('AWS Backup plan', () => {
  it('keeps a daily recovery point for 35 days in the stage’s retained vault', () => {
    shared.data.hasResource('AWS::Backup::BackupVault', {
      Properties: { BackupVaultName: 'Lunia-dev-Backups' },
      DeletionPolicy: 'Retain',
    });
    const [[, plan]] = resourcesOfType(shared.data, 'AWS::Backup::BackupPlan') as [
      [string, { Properties: { BackupPlan: { BackupPlanName: string; BackupPlanRule: Record<string, unknown>[] } } }],
    ];
    expect(plan.Properties.BackupPlan.BackupPlanName).toBe('Lunia-dev-DailyBackup');
    expect(plan.Properties.BackupPlan.BackupPlanRule).toHaveLength(1);
    expect(plan.Properties.BackupPlan.BackupPlanRule[0]).toMatchObject({
      RuleName: 'Daily',
      ScheduleExpression: 'cron(0 5 * * ? *)',
      Lifecycle: { DeleteAfterDays: BACKUP_RETENTION_DAYS },
      TargetBackupVault: { 'Fn::GetAtt': [expect.stringMatching(/^BackupVault/), 'BackupVaultName'] },
    });
  });

  it('copies each recovery point to the vault of the same name in the stage’s second region, kept 35 days', () => {
    const [[, plan]] = resourcesOfType(shared.data, 'AWS::Backup::BackupPlan') as [
      [
        string,
        {
          Properties: {
            BackupPlan: {
              BackupPlanRule: { CopyActions?: { DestinationBackupVaultArn: unknown; Lifecycle: unknown }[] }[];
            };
          };
        },
      ],
    ];
    const copies = plan.Properties.BackupPlan.BackupPlanRule[0]?.CopyActions ?? [];
    expect(copies).toHaveLength(1);
    expect(copies[0]?.Lifecycle).toEqual({ DeleteAfterDays: BACKUP_RETENTION_DAYS });
    expect(JSON.stringify(Stack.of(shared.lunia.stacks.data).resolve(copies[0]?.DestinationBackupVaultArn))).toMatch(
      /:backup:us-west-2:.*:backup-vault:Lunia-dev-Backups/,
    );
    const copyStack = shared.lunia.stacks.backupCopy;
    expect(copyStack?.region).toBe('us-west-2');
    expect(copyStack?.stackName).toBe('Lunia-dev-BackupCopy');
    expect(shared.lunia.stacks.data.dependencies).toContain(copyStack);
    shared.lunia.template(copyStack as Stack).hasResource('AWS::Backup::BackupVault', {
      Properties: { BackupVaultName: 'Lunia-dev-Backups' },
      DeletionPolicy: 'Retain',
    });
  });

  it('makes no copy when the stage names no second region', () => {
    const stack = new Stack(new App({ outdir: temporaryFolder('lunia-app-') }), 'NoCopy');
    new DataBackup(stack, 'Backup', { stage: 'dev', resources: [backup.BackupResource.fromArn('arn:aws:s3:::b')] });
    const [[, plan]] = resourcesOfType(Template.fromStack(stack), 'AWS::Backup::BackupPlan') as [
      [string, { Properties: { BackupPlan: { BackupPlanRule: Record<string, unknown>[] } } }],
    ];
    expect(plan.Properties.BackupPlan.BackupPlanRule[0]?.CopyActions ?? []).toEqual([]);
  });

  it('selects the table, both upload buckets and the backups bucket, with a role for DynamoDB and S3 backups and restores', () => {
    const stack = shared.lunia.stacks.data;
    const [[, selection]] = resourcesOfType(shared.data, 'AWS::Backup::BackupSelection') as [
      [
        string,
        { Properties: { BackupSelection: { Resources: unknown[]; SelectionName: string; IamRoleArn: unknown } } },
      ],
    ];
    expect(selection.Properties.BackupSelection.SelectionName).toBe('Lunia-dev-Data');
    const ids = [stack.node.findChild('Table'), stack.documentsBucket, stack.photosBucket, stack.backupsBucket].map(
      (construct) => logicalId(stack, construct),
    );
    expect(selection.Properties.BackupSelection.Resources).toEqual(ids.map((id) => ({ 'Fn::GetAtt': [id, 'Arn'] })));
    const roleId = (selection.Properties.BackupSelection.IamRoleArn as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const role = shared.data.toJSON().Resources[roleId] as {
      Properties: { ManagedPolicyArns: unknown[]; AssumeRolePolicyDocument: unknown };
    };
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('backup.amazonaws.com');
    const policies = JSON.stringify(role.Properties.ManagedPolicyArns);
    for (const name of [
      'AWSBackupServiceRolePolicyForBackup',
      'AWSBackupServiceRolePolicyForRestores',
      'AWSBackupServiceRolePolicyForS3Backup',
      'AWSBackupServiceRolePolicyForS3Restore',
    ]) {
      expect(policies).toContain(`/${name}"`);
    }
  });

  it('keeps the backups bucket private, KMS-encrypted and versioned, its exports 35 days', () => {
    shared.data.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' }, BucketKeyEnabled: true },
        ],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: BACKUP_RETENTION_DAYS })] },
      LoggingConfiguration: { LogFilePrefix: 'backups/' },
    });
  });
});

describe('daily user-pool export', () => {
  const exportFunction = () => {
    const found = resourcesOfType(shared.events, 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties?.Description === eventHandlers.userPoolExport.handler,
    );
    expect(found).toHaveLength(1);
    return found[0] as [string, { Properties: { Environment: { Variables: Record<string, unknown> } } }];
  };

  it('runs every day at 04:30 UTC, before the backup, and has a failure alarm', () => {
    const [id] = exportFunction();
    shared.events.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(30 4 * * ? *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [id, 'Arn'] } })],
    });
    const alarms = resourcesOfType(shared.events, 'AWS::CloudWatch::Alarm').filter(([, alarm]) =>
      String(alarm.Properties?.AlarmDescription).startsWith(`${eventHandlers.userPoolExport.handler}:`),
    );
    expect(alarms).toHaveLength(1);
  });

  it('may only list the pool’s users and write under user-pool/ in the backups bucket, whose name it alone gets', () => {
    const [, fn] = exportFunction();
    expect(fn.Properties.Environment.Variables).toHaveProperty('BACKUPS_BUCKET');
    const policies = resourcesOfType(shared.events, 'AWS::IAM::ManagedPolicy').filter(([, policy]) =>
      String(policy.Properties?.Description).includes(eventHandlers.userPoolExport.handler),
    );
    expect(policies).toHaveLength(1);
    const document = policies[0]?.[1].Properties?.PolicyDocument;
    expect(
      actionsOf(document)
        // Besides its logs, traces and its Lambda dead-letter queue (sqs:SendMessage, as every scheduled job):
        .filter((action) => !/^(logs|xray):|^sqs:SendMessage$/.test(action))
        .sort(),
    ).toEqual(['cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup', 's3:PutObject']);
    expect(JSON.stringify(document)).toMatch(
      /Lunia-dev-Data-BackupsBucketArn"\}, *"\/user-pool\/\*"|BackupsBucketArn.*\/user-pool\/\*/,
    );
    const others = resourcesOfType(shared.events, 'AWS::Lambda::Function').filter(
      ([, other]) =>
        other.Properties?.Description !== eventHandlers.userPoolExport.handler &&
        'BACKUPS_BUCKET' in ((other.Properties?.Environment as { Variables?: object } | undefined)?.Variables ?? {}),
    );
    expect(others).toEqual([]);
  });
});

describe('switching to a restored table (stage file `table`)', () => {
  const restored = {
    name: 'Lunia-dev-Table-restored-20261129T0800',
    streamArn:
      'arn:aws:dynamodb:us-east-1:111111111111:table/Lunia-dev-Table-restored-20261129T0800/stream/2026-11-29T08:30:00.000',
  };
  let template: Template;
  let stack: DataStack;

  beforeAll(() => {
    // With cdk.json's feature flags, as the app is made.
    const app = appInTemporaryFolder();
    const env = { region: 'us-east-1', account: '111111111111' };
    const alarms = new Stack(app, 'Alarms', { env });
    Aspects.of(app).add(
      new OperationalStandards({
        topic: new sns.Topic(alarms, 'Topic'),
        stage: 'dev',
        logRetentionDays: 30,
        logLevel: 'INFO',
      }),
    );
    stack = new DataStack(app, 'Data', { env, stage: 'dev', restoredTable: restored });
    template = Template.fromStack(stack);
  });

  it('names the restored table as the live one, for every function and for the ops commands', () => {
    expect(stack.resolve(stack.table.tableName)).toBe(restored.name);
    expect(stack.table.tableStreamArn).toBe(restored.streamArn);
    template.hasOutput(LIVE_TABLE_OUTPUT, { Value: restored.name });
  });

  it('backs up the restored table and watches it, and keeps the created table untouched', () => {
    const [[, selection]] = resourcesOfType(template, 'AWS::Backup::BackupSelection') as [
      [string, { Properties: { BackupSelection: { Resources: unknown[] } } }],
    ];
    expect(JSON.stringify(stack.resolve(selection.Properties.BackupSelection.Resources[0]))).toContain(
      `table/${restored.name}`,
    );
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    const watched = resourcesOfType(template, 'AWS::CloudWatch::Alarm').filter(([id]) =>
      id.startsWith('RestoredTable'),
    );
    expect(watched.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual(
      expect.arrayContaining(['RestoredTableThrottleAlarm', 'RestoredTableSystemErrorsAlarm']),
    );
  });
});
