/**
 * The point-in-time restore's plan (infra/ops/table-restore-plan.ts), what `npm run ops:restore-table
 * -- --dry-run` prints: the new table's name, every call with its exact request, the stage file switch,
 * and the refusals (a time without offset, outside the restorable window, the live table itself).
 */
import { describe, expect, it } from 'vitest';
import { TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE } from '../../functions/src/data/table-definition';
import { stageFileSchema } from '../lib/stage-file';
import {
  describePlan,
  planTableRestore,
  RestorePlanError,
  restoredTableName,
  withRestoredTable,
} from '../ops/table-restore-plan';

const window = { earliest: new Date('2026-10-25T08:00:00Z'), latest: new Date('2026-11-29T08:25:00Z') };
const input = {
  stage: 'prod',
  sourceTable: 'Lunia-prod-Data-TableCD117FA1-1ABCDEF',
  to: '2026-11-29T03:45:00-04:00',
  window,
  stageFile: 'infra/stages/prod.json',
};

describe('point-in-time restore plan', () => {
  it('restores the live table to the instant (offset honoured) as a new table named after it', () => {
    const plan = planTableRestore(input);
    expect(plan.restoreTime.toISOString()).toBe('2026-11-29T07:45:00.000Z');
    expect(plan.targetTable).toBe('Lunia-prod-Table-20261129T0745Z');
    expect(plan.steps[0]).toEqual({
      kind: 'restore',
      request: {
        SourceTableName: input.sourceTable,
        TargetTableName: 'Lunia-prod-Table-20261129T0745Z',
        RestoreDateTime: new Date('2026-11-29T07:45:00Z'),
        BillingModeOverride: 'PAY_PER_REQUEST',
        SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
      },
    });
  });

  it('turns the stream, deletion protection, point-in-time recovery and TTL back on, tags it, then switches the stage file', () => {
    const plan = planTableRestore(input);
    const table = plan.targetTable;
    expect(plan.steps.slice(1)).toEqual([
      { kind: 'wait-active', table },
      {
        kind: 'update-table',
        request: { TableName: table, StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW } },
      },
      { kind: 'wait-active', table },
      { kind: 'update-table', request: { TableName: table, DeletionProtectionEnabled: true } },
      {
        kind: 'continuous-backups',
        request: { TableName: table, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } },
      },
      {
        kind: 'time-to-live',
        request: { TableName: table, TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true } },
      },
      { kind: 'tag', tags: [{ Key: 'lunia:stage', Value: 'prod' }] },
      { kind: 'stage-file', path: 'infra/stages/prod.json', key: 'table' },
    ]);
    expect(plan.thenRun).toBe('npm run deploy -- -c stage=prod');
    const printed = describePlan(plan);
    expect(printed).toHaveLength(plan.steps.length + 1);
    expect(printed[0]).toBe(
      `1. RestoreTableToPointInTime ${input.sourceTable} at 2026-11-29T07:45:00.000Z → new table ${table} (on-demand, AWS-managed key)`,
    );
    expect(printed.at(-1)).toBe('then: npm run deploy -- -c stage=prod');
  });

  it('writes a switch the stage file schema accepts, keeping every other key', () => {
    const file = { region: 'us-east-1', alarmEmail: 'oncall@lunia.test' };
    const table = {
      name: restoredTableName('prod', new Date('2026-11-29T07:45:00Z')),
      streamArn:
        'arn:aws:dynamodb:us-east-1:222222222222:table/Lunia-prod-Table-20261129T0745Z/stream/2026-11-29T09:01:02.345',
    };
    const switched = withRestoredTable(file, table);
    expect(switched).toEqual({ ...file, table });
    expect(stageFileSchema.safeParse(switched).success).toBe(true);
    expect(stageFileSchema.safeParse({ ...file, table: { ...table, streamArn: 'not-an-arn' } }).success).toBe(false);
  });

  it.each([
    ['2026-11-29T07:45:00', 'is not an ISO 8601 time with its offset'],
    ['yesterday', 'is not an ISO 8601 time with its offset'],
    ['2026-10-25T07:59:59Z', "is outside the table's restorable window"],
    [
      '2026-11-29T08:26:00Z',
      "is outside the table's restorable window, 2026-10-25T08:00:00.000Z to 2026-11-29T08:25:00.000Z",
    ],
  ])('refuses --to %s', (to, message) => {
    expect(() => planTableRestore({ ...input, to })).toThrow(RestorePlanError);
    expect(() => planTableRestore({ ...input, to })).toThrow(message);
  });

  it('refuses to restore the live table onto itself', () => {
    expect(() =>
      planTableRestore({ ...input, sourceTable: 'Lunia-prod-Table-20261129T0745Z', to: '2026-11-29T07:45:00Z' }),
    ).toThrow('The live table is already Lunia-prod-Table-20261129T0745Z');
  });
});
