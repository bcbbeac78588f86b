/**
 * `npm run ops:redrive -- --stage <stage> [--queue <name>|all] [--dry-run]`: lists a stage's dead-letter
 * queues with their counts; with `--queue`, sends that queue's dead letters back (./dead-letter-redrive.ts;
 * docs/deploy.md, "Redrive a dead-letter queue"). `--dry-run` moves, invokes and deletes nothing. `--stage local`
 * acts on `npm start`'s SQS (or `--sqs-endpoint`).
 */
import { parseArgs } from 'node:util';
import { redriveStage } from './redrive-stage';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      queue: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'sqs-endpoint': { type: 'string' },
    },
  });
  const outcomes = await redriveStage({
    stage: values.stage ?? '',
    queue: values.queue,
    dryRun: values['dry-run'],
    sqsEndpoint: values['sqs-endpoint'],
  });
  const refused = outcomes.flatMap((o) => o.refused);
  if (values.queue !== undefined) {
    const redriven = outcomes.reduce((sum, o) => sum + o.redriven, 0);
    console.log(
      `${values['dry-run'] ? 'Dry run: ' : ''}${redriven} redriven, ${refused.length} refused (left in their queue).`,
    );
  }
  if (refused.length > 0) process.exitCode = 3;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
