/**
 * `npm run test:changed`: the checks that concern what changed against main (the working tree, staged
 * and untracked files included), for the edit–test loop; `npm test` stays the whole suite CI runs.
 *
 *   1. the type check (all workspaces: a change can break a caller anywhere) and the lint of the changed files;
 *   2. the unit, web and CDK template tests that import a changed file, directly or not (`vitest related`);
 *   3. the integration test files and browser specs that concern a changed file: those that import it
 *      (`vitest related`), those changed themselves, and those that name it (see `tokensOf`);
 *   4. nothing else: a change to configuration, a lock file or a test support file every test uses
 *      says so and leaves the whole suite to `npm test`.
 *
 * `npm run test:changed -- --base <ref>` compares with another ref; `--dry-run` prints the plan only.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { filesReaching, importGraph } from './runner/import-graph';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const base = args.includes('--base') ? (args[args.indexOf('--base') + 1] as string) : 'main';
const dryRun = args.includes('--dry-run');

function git(...gitArgs: string[]): string[] {
  const result = spawnSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** Files changed against the merge base with `base`, plus untracked ones; deleted files are left out. */
function changedFiles(): string[] {
  const files = new Set([
    ...git('diff', '--name-only', '--merge-base', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((file) => existsSync(join(ROOT, file))).sort();
}

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The identifiers by which a test names what a source file is: its name (`invite-member`, and
 * `inviteMember`, which is also the route a handler serves). One-word names (`index`, `invites`,
 * `changed`) are ordinary words in test titles, so they count only through imports.
 */
function tokensOf(file: string): string[] {
  if (/\.(test|spec)\.tsx?$/.test(file)) return [];
  const name = basename(file).replace(/\.(tsx?|json)$/, '');
  return name.includes('-') ? [name, camel(name)] : [];
}

/** For a web feature (`web/src/features/billing/…`), the browser specs named after it (`billing-journey.spec.ts`). */
function specsOfFeature(file: string, specs: string[]): string[] {
  const feature = /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
  return feature ? specs.filter((spec) => basename(spec).startsWith(feature)) : [];
}

/** Test files whose text names one of the tokens (as a whole word, `-` counting as a letter). */
function naming(testFiles: string[], tokens: string[]): string[] {
  if (tokens.length === 0) return [];
  const escaped = tokens.map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(^|[^\\w-])(${escaped.join('|')})($|[^\\w-])`);
  return testFiles.filter((file) => pattern.test(readFileSync(join(ROOT, file), 'utf8')));
}

/** Support files every test of a layer goes through: a change to one is a change to the whole layer. */
const WHOLE_LAYER = [
  /^test\/(integration|e2e)\/global-setup\.ts$/,
  /^test\/e2e\/(fixtures|playwright\.config)\.ts$/,
  /^infra\/local\/(stack|handler-env|start)\.ts$/,
  /^(package(-lock)?\.json|vitest\.config\.ts|tsconfig\.base\.json)$/,
];

function run(label: string, command: string[]): boolean {
  console.log(`\n── ${label}\n$ ${command.join(' ')}`);
  if (dryRun) return true;
  const started = Date.now();
  const result = spawnSync(command[0] as string, command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
  });
  const ok = result.status === 0;
  console.log(`── ${label}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

function main(): void {
  const changed = changedFiles();
  if (changed.length === 0) {
    console.log(`Nothing changed against ${base}.`);
    return;
  }
  console.log(`Changed against ${base} (${changed.length}):\n  ${changed.join('\n  ')}`);
  const whole = changed.filter((file) => WHOLE_LAYER.some((pattern) => pattern.test(file)));
  if (whole.length > 0) {
    console.log(`\nThese concern every test of their layer; run \`npm test\` for them: ${whole.join(', ')}`);
  }
  const sources = changed.filter((file) => /\.(tsx?|json)$/.test(file) && !file.startsWith('docs/'));
  const results: boolean[] = [];

  results.push(run('type check', ['tsx', 'test/typecheck.ts']));
  const lintable = changed.filter((file) => /\.(tsx?|jsx?|json|css)$/.test(file));
  if (lintable.length > 0) results.push(run('lint', ['biome', 'check', '--no-errors-on-unmatched', ...lintable]));

  if (sources.length > 0) {
    results.push(
      run('unit, web and CDK template tests related to the change', [
        'vitest',
        'related',
        '--run',
        '--passWithNoTests',
        ...['unit', 'web', 'unit-isolated', 'infra'].map((project) => `--project=${project}`),
        ...sources,
      ]),
    );
  }

  const tokens = changed.flatMap(tokensOf);
  // A support module that names the change (a route's examples, a page's fixtures) stands for it.
  const supportNaming = naming(filesUnder('test/support', '.ts'), tokens);
  const integrationFiles = filesUnder('test/integration', '.test.ts');
  const integration = [
    ...new Set([
      ...changed.filter((file) => integrationFiles.includes(file)),
      ...naming(integrationFiles, tokens),
      ...testsReaching('test/integration', '.test.ts', sources),
      ...testsImporting(integrationFiles, supportNaming),
    ]),
  ].sort();
  if (integration.length > 0) {
    results.push(run('integration tests concerned', ['vitest', 'run', '--project=integration*', ...integration]));
  }

  const specs = filesUnder('test/e2e', '.spec.ts');
  // A spec that imports a support module naming the change uses it as a fixture (an invitation made
  // through the API on the way to a page); that speaks for the spec only when the change is in what
  // the browser runs. A backend change reaches the specs that name it or import it.
  const browserSide = changed.some((file) => file.startsWith('web/') || file.startsWith('test/'));
  const e2e = [
    ...new Set([
      ...changed.filter((file) => specs.includes(file)),
      ...naming(specs, tokens),
      ...testsReaching('test/e2e', '.spec.ts', sources),
      ...(browserSide ? testsImporting(specs, supportNaming) : []),
      ...changed.flatMap((file) => specsOfFeature(file, specs)),
    ]),
  ].sort();
  if (e2e.length > 0) {
    const relativeSpecs = e2e.map((file) => relative('test/e2e', file));
    results.push(
      run('browser specs concerned', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', ...relativeSpecs]),
    );
  }

  if (results.some((ok) => !ok)) {
    console.log('\ntest:changed failed');
    process.exitCode = 1;
  }
}

/** The test files of `folder` that import one of `targets`, directly or through other modules. */
function testsReaching(folder: string, suffix: string, targets: string[]): string[] {
  if (targets.length === 0) return [];
  const graph = importGraph([folder, 'test/support', 'infra/local', 'functions/src', 'shared/src']);
  return [...filesReaching(graph, targets)].filter((file) => file.startsWith(`${folder}/`) && file.endsWith(suffix));
}

/** The test files that import one of `modules` themselves (support modules are shared widely: not through others). */
function testsImporting(testFiles: string[], modules: string[]): string[] {
  if (modules.length === 0) return [];
  const graph = importGraph([...new Set(testFiles.map((file) => file.split('/').slice(0, 2).join('/')))]);
  return testFiles.filter((file) => (graph.get(file) ?? []).some((target) => modules.includes(target)));
}

main();
