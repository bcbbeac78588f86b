import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;

/** Every `*.test.ts` under the given folders (relative to the repository), node_modules aside. */
function testFiles(...folders: string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
    });
  return folders.flatMap((folder) => walk(join(ROOT, folder)));
}

/**
 * A file that replaces modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`) needs
 * modules of its own; every other unit and web file shares its worker's module cache with the files
 * before it (`isolate: false`), which cut the two projects from about 80 to about 25 CPU-seconds
 * (docs/decisions/0082-ci-under-12-minutes.md, "CI under 12 minutes"). The split is read from the sources, so a new
 * test that mocks lands on the isolated side by itself.
 */
const replacesModules = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(join(ROOT, file), 'utf8'));
const UNIT_FILES = testFiles('shared/src', 'functions/src', 'test/report');
const WEB_FILES = testFiles('web/src');
// The CDK template files share modules too: the CDK library's import is about a second per file
// (infra project alone 96.5 → 82.5 CPU-s; docs/decisions/0147-ci-stop-52.md). A file that sets the
// template validator's variable puts back what it found.
const INFRA_FILES = testFiles('infra/test');
const shared = (files: string[]) => files.filter((file) => !replacesModules(file));
const ISOLATED_FILES = [...UNIT_FILES, ...WEB_FILES, ...INFRA_FILES].filter(replacesModules);

/**
 * An integration file that changes its process (its environment, replaced modules) or starts a stack
 * of its own (whose clients the functions code keeps) needs modules of its own; the others share
 * their worker's module cache with the files before it, as the unit files do (measured in
 * docs/decisions/0116-integration-files-share-modules.md). Fixtures made once per file (the matrix's
 * callers, the fixture organization, the examples' accounts) are forgotten before each file by the
 * setup file, so sharing modules does not share them (test/support/file-fixtures.ts).
 */
const changesProcess = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env\.\w+\s*=(?!=)|Object\.assign\(process\.env,[^)]*\{|startOwnStack\(|\bspawn\(/.test(
    readFileSync(join(ROOT, file), 'utf8'),
  );
const INTEGRATION_FILES = testFiles('test/integration');
const INTEGRATION = {
  environment: 'node',
  // Both integration projects share the one stack their global setup starts (global-setup.ts).
  globalSetup: ['test/integration/global-setup.ts'],
  // Before each file, also in a worker that keeps its modules: fixtures of its own (file-fixtures.ts).
  setupFiles: ['test/integration/file-setup.ts'],
  // Above the local stack's drain bound (infra/local/drain.ts), so a slow drain is not a timeout.
  testTimeout: 180_000,
  hookTimeout: 60_000,
  // The files share the stack at the same time, each with accounts and organizations of its own
  // (CONTRIBUTING.md). They mostly wait on the stack's deliveries, so more workers than cores pay off
  // (measured in docs/decisions/0031-test-loop-measured.md).
  maxWorkers: 4,
  // A project with its own worker count runs as its own group (after the others when a run includes
  // several projects); the two integration projects run together.
  sequence: { groupOrder: 1 },
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's two cores. The
    // CDK synth tests are CPU-bound and independent, so use both (measured in
    // docs/decisions/0031-test-loop-measured.md).
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: shared(UNIT_FILES), environment: 'node', isolate: false } },
      { test: { name: 'web', include: shared(WEB_FILES), environment: 'node', isolate: false } },
      // The unit and web files that replace modules or globals, each with modules of its own.
      { test: { name: 'unit-isolated', include: ISOLATED_FILES, environment: 'node' } },
      {
        test: {
          name: 'infra',
          include: shared(INFRA_FILES),
          // One temporary folder for the run's synth outputs, removed at its end (infra/test/temporary-folder.ts).
          globalSetup: ['infra/test/global-setup.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 120_000,
          // One synth of the whole app (about 25 CPU-seconds); a loaded machine can take minutes.
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'integration',
          include: INTEGRATION_FILES.filter((file) => !changesProcess(file)),
          isolate: false,
        },
      },
      {
        test: { ...INTEGRATION, name: 'integration-isolated', include: INTEGRATION_FILES.filter(changesProcess) },
      },
    ],
  },
});
