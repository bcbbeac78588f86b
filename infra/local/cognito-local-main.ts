/**
 * cognito-local's own server (its `bin`), with one change: its pools live in memory and reach their
 * files (`.cognito/db/*.json`) in the background. cognito-local writes a pool's whole file, every user
 * of it pretty-printed, after each change, so a pool's cost per change grew with its users: in a test
 * run of a thousand accounts that was most of its CPU (docs/decisions/0144-cognito-local-saves-in-the-background.md).
 *
 * Here a change is made in memory, as before, and a save of that pool follows at most SAVE_DELAY_MS
 * later, one save for every change in between; SIGTERM and SIGINT (how the local stack stops it) write
 * what is pending before the process ends. A kill without warning loses at most that delay's changes of
 * a local pool. Every answer is still read from the same state, so what callers see does not change.
 *
 * Run directly by Node (its TypeScript type stripping): this file imports nothing of ours.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SAVE_DELAY_MS = 1_000;

/** The parts of cognito-local's stormdb-backed store this file uses. */
interface StormDb {
  state: unknown;
  engine: { path: string; serialize(state: unknown): string };
  setValue(value: unknown, pointers: string[]): void;
  get(pointer: string[]): StormDb;
  delete(reindexLists: boolean): void;
}
interface StoreContext {
  logger: { debug(...args: unknown[]): void };
}
interface StormDbDataStore {
  db: StormDb;
}

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('cognito-local/package.json'));
const { StormDBDataStore } = require(join(packageDir, 'lib/services/dataStore/stormDb.js')) as {
  StormDBDataStore?: { prototype: Record<string, unknown> };
};
// A cognito-local whose store moved or changed shape must stop here, not run on with every change
// rewriting its file (the behaviour this launcher replaces, which its test cannot tell apart).
if (typeof StormDBDataStore?.prototype.set !== 'function' || typeof StormDBDataStore.prototype.delete !== 'function') {
  throw new Error(
    'cognito-local-main.ts: cognito-local has no StormDBDataStore with set and delete; update this launcher.',
  );
}

const pending = new Set<StormDb>();
let timer: NodeJS.Timeout | undefined;

function saveNow(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  for (const db of pending) writeFileSync(db.engine.path, db.engine.serialize(db.state));
  pending.clear();
}

function saveLater(db: StormDb): void {
  pending.add(db);
  timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
}

const keyPath = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

// The same changes as cognito-local's own `set` and `delete`, without waiting for a whole-file write.
StormDBDataStore.prototype.set = async function set(
  this: StormDbDataStore,
  ctx: StoreContext,
  key: string | string[],
  value: unknown,
) {
  ctx.logger.debug({ key }, 'DataStore.set');
  this.db.setValue(value, keyPath(key));
  saveLater(this.db);
};
StormDBDataStore.prototype.delete = async function remove(
  this: StormDbDataStore,
  ctx: StoreContext,
  key: string | string[],
) {
  ctx.logger.debug({ key }, 'DataStore.delete');
  keyPath(key)
    .reduce((item, part) => item.get([part]), this.db)
    .delete(false);
  saveLater(this.db);
};

// `on`, not `once`: the stop signal reaches this process twice (the group's and its guard's,
// infra/local/processes.ts), and a second one with no listener left would end it mid-write.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    saveNow();
    process.exit(0);
  });
}

const { bin } = require(join(packageDir, 'package.json')) as { bin: string };
require(join(packageDir, bin));
