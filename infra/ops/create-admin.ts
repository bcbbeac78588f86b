/**
 * `npm run admin:create -- --stage <stage> --email <address> [--first-name …] [--last-name …] [--language en|es]`:
 * makes the address a super admin of the stage (./admin-account.ts; docs/deploy.md, "First admin"). Run it
 * with the stage's AWS credentials and region; `--stage local` acts on `npm start`'s emulators. Running it
 * again changes nothing.
 */
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { resolveStageTarget } from './stage-target';

const USAGE =
  'Usage: npm run admin:create -- --stage <stage|local> --email <address> [--first-name <name>] [--last-name <name>] [--language en|es]\n' +
  '       [--table <TableName>] [--user-pool-id <id>] [--dynamodb-endpoint <url>] [--cognito-endpoint <url>]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Platform' },
      'last-name': { type: 'string', default: 'Admin' },
      language: { type: 'string', default: 'en' },
      table: { type: 'string' },
      'user-pool-id': { type: 'string' },
      'dynamodb-endpoint': { type: 'string' },
      'cognito-endpoint': { type: 'string' },
    },
  });
  if (!values.stage || !values.email) throw new Error(USAGE);
  if (!(LANGUAGES as readonly string[]).includes(values.language)) throw new Error('--language must be en or es');
  const target = await resolveStageTarget({
    stage: values.stage,
    table: values.table,
    userPoolId: values['user-pool-id'],
    dynamodbEndpoint: values['dynamodb-endpoint'],
    cognitoEndpoint: values['cognito-endpoint'],
  });
  console.log(`Stage ${target.stage}: table ${target.tableName}, user pool ${target.userPoolId}`);
  // Imported after the target set TABLE_NAME and the endpoints, which the data modules read.
  const { grantSuperAdmin, operatorName } = await import('./admin-account');
  try {
    const result = await grantSuperAdmin({
      cognito: target.cognito,
      userPoolId: target.userPoolId,
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      language: values.language as Language,
      operator: operatorName(),
    });
    if (result.changes.length === 0) {
      console.log(`${values.email} (${result.userId}) already is a super admin: nothing changed.`);
      return;
    }
    console.log(
      `${values.email} (${result.userId}) is a super admin (${result.changes.join(', ')}); audit event super_admin_granted recorded.`,
    );
    if (result.createdUser) {
      console.log(
        'Next: the person opens /signin → "Forgot password", sets a password with the e-mailed code, signs in and enrols an authenticator app (the back office stays closed until then).',
      );
    } else {
      console.log(
        'Next: the person signs in again (the group is in new sessions only) and enrols an authenticator app if they have none.',
      );
    }
  } finally {
    target.cognito.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
