/**
 * Recoverable data (issue 42; docs/decisions/0133-aws-backup-beside-pitr.md): AWS Backup keeps a
 * daily recovery point of the table, the two upload buckets and the backups bucket (where the user
 * export goes) for 35 days, in the stage's own vault, and copies each one to a vault of the same name
 * in a second region when the stage file names one (`backupCopyRegion`). Point-in-time recovery of the
 * table stays: it restores to the second, the plan survives a deleted table or a lost region.
 *
 * The copy region's vault lives in a small stack of its own in that region (`Lunia-<stage>-BackupCopy`),
 * deployed before the data stack; the plan names it by ARN (account, region and name are known), so no
 * cross-region reference is needed.
 */
import { ArnFormat, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledgeFindings } from './nag-acknowledgements';
import { stagedName } from './stage-config';

/** How long every recovery point (and its copy) is kept. */
export const BACKUP_RETENTION_DAYS = 35;
/** 05:00 UTC (01:00 in Puerto Rico): after the day's traffic, before the scheduled jobs of 09:00. */
export const BACKUP_SCHEDULE = { minute: '0', hour: '5' } as const;

/** The vault's name, the same in the stage's region and in its copy region. */
export const backupVaultName = (stage: string) => stagedName(stage, 'Backups');

/** AWS Backup's managed policies for backing up and restoring DynamoDB and S3 (S3 needs its own two). */
const BACKUP_ROLE_POLICIES = [
  'service-role/AWSBackupServiceRolePolicyForBackup',
  'service-role/AWSBackupServiceRolePolicyForRestores',
  'AWSBackupServiceRolePolicyForS3Backup',
  'AWSBackupServiceRolePolicyForS3Restore',
];

export interface DataBackupProps {
  stage: string;
  /** What the plan backs up: the table and the buckets. */
  resources: backup.BackupResource[];
  /** The second region each recovery point is copied to; none: no copy. */
  copyRegion?: string;
}

export class DataBackup extends Construct {
  readonly vault: backup.BackupVault;
  readonly plan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: DataBackupProps) {
    super(scope, id);
    this.vault = new backup.BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(props.stage),
      // Recovery points outlive the stack: a mistaken destroy must not take the backups with it.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.plan = new backup.BackupPlan(this, 'Plan', {
      backupPlanName: stagedName(props.stage, 'DailyBackup'),
      backupVault: this.vault,
    });
    const copyActions = props.copyRegion
      ? [
          {
            destinationBackupVault: backup.BackupVault.fromBackupVaultArn(
              this,
              'CopyVault',
              Stack.of(this).formatArn({
                service: 'backup',
                region: props.copyRegion,
                resource: 'backup-vault',
                resourceName: backupVaultName(props.stage),
                arnFormat: ArnFormat.COLON_RESOURCE_NAME,
              }),
            ),
            deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
          },
        ]
      : [];
    this.plan.addRule(
      new backup.BackupPlanRule({
        ruleName: 'Daily',
        scheduleExpression: events.Schedule.cron(BACKUP_SCHEDULE),
        startWindow: Duration.hours(1),
        completionWindow: Duration.hours(8),
        deleteAfter: Duration.days(BACKUP_RETENTION_DAYS),
        copyActions,
      }),
    );
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('backup.amazonaws.com'),
      managedPolicies: BACKUP_ROLE_POLICIES.map((name) => iam.ManagedPolicy.fromAwsManagedPolicyName(name)),
    });
    acknowledgeFindings(
      role,
      Object.fromEntries(
        BACKUP_ROLE_POLICIES.map((name) => [
          `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${name}]`,
          'AWS Backup documents these managed policies as the service role for backing up and restoring DynamoDB and S3.',
        ]),
      ),
    );
    this.plan.addSelection('Selection', {
      backupSelectionName: stagedName(props.stage, 'Data'),
      resources: props.resources,
      role,
      disableDefaultBackupPolicy: true,
    });
  }
}

/** The copy region's vault, in a stack of that region (deployed before the data stack). */
export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { stage: string }) {
    super(scope, id, props);
    new backup.BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(props.stage),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
