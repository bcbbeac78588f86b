/**
 * The plan of a point-in-time restore of a stage's table (docs/runbook.md, "Restore the table";
 * docs/decisions/0134-restore-switches-by-stage-file.md), as data: which table is restored to which new
 * name and time, every DynamoDB call that follows, and the stage file change that switches the stacks
 * to the restored table. Pure (no AWS): `npm run ops:restore-table -- --dry-run` prints it, and
 * ./restore-table.ts carries it out.
 *
 * A restore always makes a new table, without the source's stream, TTL, point-in-time recovery,
 * deletion protection or tags (AWS: "Point-in-time recovery: how it works"); the plan turns each back on.
 */
import { TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE } from '../../functions/src/data/table-definition';
import { stagedName } from '../lib/stage-config';

export interface RestoreWindow {
  /** DescribeContinuousBackups' EarliestRestorableDateTime and LatestRestorableDateTime. */
  earliest: Date;
  latest: Date;
}

export interface RestorePlanInput {
  stage: string;
  /** The live table (the data stack's LiveTableName output): the one restored from. */
  sourceTable: string;
  /** `--to`: the instant to restore to, an ISO 8601 time with its offset (`Z` or `-04:00`). */
  to: string;
  window: RestoreWindow;
  /** The stage file the switch is written to (infra/stages/<stage>.json). */
  stageFile: string;
}

/** One step, with the exact request it makes (DynamoDB's API names). */
export type RestoreStep =
  | { kind: 'restore'; request: Record<string, unknown> }
  | { kind: 'wait-active'; table: string }
  | { kind: 'update-table'; request: Record<string, unknown> }
  | { kind: 'continuous-backups'; request: Record<string, unknown> }
  | { kind: 'time-to-live'; request: Record<string, unknown> }
  | { kind: 'tag'; tags: { Key: string; Value: string }[] }
  | { kind: 'stage-file'; path: string; key: 'table' };

export interface RestorePlan {
  sourceTable: string;
  targetTable: string;
  restoreTime: Date;
  steps: RestoreStep[];
  /** What the operator runs after the command: the deploy that switches every stack to the new table. */
  thenRun: string;
}

/** A plan that cannot be made, with the reason (the command prints it and exits with status 2). */
export class RestorePlanError extends Error {}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `Lunia-<stage>-Table-<UTC time to the minute>`: the restore time is in the name, one table per instant. */
export const restoredTableName = (stage: string, time: Date) =>
  `${stagedName(stage, 'Table')}-${time.toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`;

export function planTableRestore(input: RestorePlanInput): RestorePlan {
  if (!ISO_WITH_OFFSET.test(input.to)) {
    throw new RestorePlanError(
      `--to ${JSON.stringify(input.to)} is not an ISO 8601 time with its offset, such as 2026-11-29T07:45:00Z or 2026-11-29T03:45:00-04:00.`,
    );
  }
  const restoreTime = new Date(input.to);
  const { earliest, latest } = input.window;
  if (restoreTime < earliest || restoreTime > latest) {
    throw new RestorePlanError(
      `${restoreTime.toISOString()} is outside the table's restorable window, ${earliest.toISOString()} to ${latest.toISOString()} (point-in-time recovery keeps 35 days; the last 5 minutes are not restorable yet).`,
    );
  }
  const targetTable = restoredTableName(input.stage, restoreTime);
  if (targetTable === input.sourceTable) {
    throw new RestorePlanError(`The live table is already ${targetTable}, restored to that instant.`);
  }
  const steps: RestoreStep[] = [
    {
      kind: 'restore',
      request: {
        SourceTableName: input.sourceTable,
        TargetTableName: targetTable,
        RestoreDateTime: restoreTime,
        // As the data stack creates it: on-demand, encrypted with the AWS-managed key (aws/dynamodb).
        BillingModeOverride: 'PAY_PER_REQUEST',
        SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
      },
    },
    { kind: 'wait-active', table: targetTable },
    {
      kind: 'update-table',
      request: {
        TableName: targetTable,
        StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW },
      },
    },
    { kind: 'wait-active', table: targetTable },
    { kind: 'update-table', request: { TableName: targetTable, DeletionProtectionEnabled: true } },
    {
      kind: 'continuous-backups',
      request: { TableName: targetTable, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
    },
    {
      kind: 'time-to-live',
      request: {
        TableName: targetTable,
        TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      },
    },
    { kind: 'tag', tags: [{ Key: 'lunia:stage', Value: input.stage }] },
    { kind: 'stage-file', path: input.stageFile, key: 'table' },
  ];
  return {
    sourceTable: input.sourceTable,
    targetTable,
    restoreTime,
    steps,
    thenRun: `npm run deploy -- -c stage=${input.stage}`,
  };
}

/** The plan as the operator reads it, one line a step. */
export function describePlan(plan: RestorePlan): string[] {
  const line = (step: RestoreStep): string => {
    switch (step.kind) {
      case 'restore':
        return `RestoreTableToPointInTime ${plan.sourceTable} at ${plan.restoreTime.toISOString()} → new table ${plan.targetTable} (on-demand, AWS-managed key)`;
      case 'wait-active':
        return `wait until ${step.table} is ACTIVE`;
      case 'update-table':
        return `UpdateTable ${JSON.stringify(step.request)}`;
      case 'continuous-backups':
        return `UpdateContinuousBackups: point-in-time recovery on for ${plan.targetTable}`;
      case 'time-to-live':
        return `UpdateTimeToLive: ${TABLE_TTL_ATTRIBUTE} on ${plan.targetTable}`;
      case 'tag':
        return `TagResource ${step.tags.map((tag) => `${tag.Key}=${tag.Value}`).join(', ')}`;
      case 'stage-file':
        return `write "table": { "name": "${plan.targetTable}", "streamArn": <its new stream> } into ${step.path}`;
    }
  };
  return [...plan.steps.map((step, index) => `${index + 1}. ${line(step)}`), `then: ${plan.thenRun}`];
}

/** The stage file with the switch to the restored table (every other key kept, in order). */
export function withRestoredTable(
  stageFile: Record<string, unknown>,
  table: { name: string; streamArn: string },
): Record<string, unknown> {
  return { ...stageFile, table };
}
