/**
 * `npm run ops:restore-table -- --stage <stage> --to <ISO time> [--dry-run]`: restores the stage's live
 * table to that instant as a new table, turns its stream, deletion protection, point-in-time recovery
 * and TTL back on, tags it, and writes it into the stage file (`table`), so the next deploy switches
 * every stack to it (./table-restore-plan.ts; docs/runbook.md, "Restore the table"). `--dry-run` reads
 * the table's restorable window and prints the plan, changing nothing. With the stage's AWS credentials.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { repoRoot } from '../lib/app-config';
import { stageFilePath } from '../lib/stage-file';
import { assertStageName, LOCAL_STAGE, liveTableName } from './stage-target';
import {
  describePlan,
  planTableRestore,
  type RestorePlan,
  RestorePlanError,
  type RestoreStep,
  withRestoredTable,
} from './table-restore-plan';

const dynamodb = new DynamoDBClient({});
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls DescribeTable until the table is ACTIVE (a restore takes minutes to hours with the table's size). */
async function waitActive(table: string): Promise<{ arn: string; streamArn: string | undefined }> {
  for (;;) {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: table }));
    if (Table?.TableStatus === 'ACTIVE' && Table.TableArn)
      return { arn: Table.TableArn, streamArn: Table.LatestStreamArn };
    console.log(`  ${table} is ${Table?.TableStatus ?? 'not visible yet'}; checking again in 30 s`);
    await sleep(30_000);
  }
}

/** Point-in-time recovery cannot be turned on while the new table's continuous backups are still being set up. */
async function enablePointInTimeRecovery(request: Record<string, unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamodb.send(new UpdateContinuousBackupsCommand(request as never));
      return;
    } catch (error) {
      if ((error as Error).name !== 'ContinuousBackupsUnavailableException' || attempt >= 20) throw error;
      await sleep(30_000);
    }
  }
}

async function carryOut(plan: RestorePlan, stage: string): Promise<void> {
  let table: { arn: string; streamArn: string | undefined } | undefined;
  const run = async (step: RestoreStep) => {
    switch (step.kind) {
      case 'restore':
        return void (await dynamodb.send(new RestoreTableToPointInTimeCommand(step.request as never)));
      case 'wait-active':
        table = await waitActive(step.table);
        return;
      case 'update-table':
        return void (await dynamodb.send(new UpdateTableCommand(step.request as never)));
      case 'continuous-backups':
        return enablePointInTimeRecovery(step.request);
      case 'time-to-live':
        return void (await dynamodb.send(new UpdateTimeToLiveCommand(step.request as never)));
      case 'tag':
        if (!table) throw new Error('The restored table was never seen ACTIVE');
        return void (await dynamodb.send(new TagResourceCommand({ ResourceArn: table.arn, Tags: step.tags })));
      case 'stage-file': {
        if (!table?.streamArn)
          throw new Error(`${plan.targetTable} has no stream: enable it, then run the command again`);
        const file = JSON.parse(readFileSync(step.path, 'utf8')) as Record<string, unknown>;
        const updated = withRestoredTable(file, { name: plan.targetTable, streamArn: table.streamArn });
        writeFileSync(step.path, `${JSON.stringify(updated, null, 2)}\n`);
        return;
      }
    }
  };
  for (const [index, step] of plan.steps.entries()) {
    console.log(
      `${index + 1}/${plan.steps.length} ${describePlan({ ...plan, steps: [step] })[0]?.replace(/^1\. /, '')}`,
    );
    await run(step);
  }
  console.log(`Done. Commit ${stage}'s stage file, then: ${plan.thenRun}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      to: { type: 'string' },
      table: { type: 'string' },
      'stage-file': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const stage = assertStageName(values.stage);
  if (stage === LOCAL_STAGE)
    throw new RestorePlanError('The local stack keeps its table in memory: there is nothing to restore.');
  if (!values.to) throw new RestorePlanError('--to <ISO time> is required (the instant to restore to).');
  const sourceTable = values.table ?? (await liveTableName(stage));
  const { ContinuousBackupsDescription } = await dynamodb.send(
    new DescribeContinuousBackupsCommand({ TableName: sourceTable }),
  );
  const recovery = ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
  if (
    recovery?.PointInTimeRecoveryStatus !== 'ENABLED' ||
    !recovery.EarliestRestorableDateTime ||
    !recovery.LatestRestorableDateTime
  ) {
    throw new RestorePlanError(
      `Point-in-time recovery is not enabled on ${sourceTable}: restore from an AWS Backup recovery point instead (docs/runbook.md).`,
    );
  }
  const plan = planTableRestore({
    stage,
    sourceTable,
    to: values.to,
    window: { earliest: recovery.EarliestRestorableDateTime, latest: recovery.LatestRestorableDateTime },
    stageFile: values['stage-file'] ? resolve(values['stage-file']) : stageFilePath(repoRoot, stage),
  });
  if (values['dry-run']) {
    console.log(`Dry run: nothing is changed.\n${describePlan(plan).join('\n')}`);
    return;
  }
  await carryOut(plan, stage);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof RestorePlanError ? 2 : 1);
});
