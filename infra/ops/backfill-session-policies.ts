/**
 * `npm run ops:backfill-session-policies -- --table <TableName>`: gives every account of a deployed
 * stage a session policy (functions/src/use-cases/maintenance/backfill-session-policies.ts). Run it with
 * the stage's AWS credentials and region (AWS_PROFILE / AWS_REGION) before deploying the release of
 * issue 38 (docs/deploy.md, "Session policies"); running it again writes nothing.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('Usage: npm run ops:backfill-session-policies -- --table <TableName of the stage>');
  process.exit(2);
}
process.env.TABLE_NAME = values.table;
process.env.AWS_REGION ??= process.env.AWS_DEFAULT_REGION ?? 'us-east-1';

const { backfillSessionPolicies } = await import('../../functions/src/use-cases/maintenance/backfill-session-policies');
const result = await backfillSessionPolicies({
  onPage: (progress) =>
    console.log(`read ${progress.scanned} items, ${progress.accounts} accounts, ${progress.written} policies written`),
});
console.log(`Done: ${result.accounts} accounts, ${result.written} were given a session policy.`);
