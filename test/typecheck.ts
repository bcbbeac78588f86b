/**
 * `npm run typecheck` (and the static phase of `npm test`): every workspace type-checked by the
 * TypeScript 7 compiler (the native one, package alias `typescript-7`), one workspace after the other,
 * each with its own tsconfig. It checks the same language as the TypeScript 5.9 library the
 * architecture tests parse sources with, about three times faster on CPU
 * (docs/decisions/0082-ci-under-12-minutes.md, "CI under 12 minutes"). One checker per workspace
 * (`--checkers 1`; the compiler's default is four, each with its own type caches, so the work common to
 * every file is done four times): all five workspaces 53.8 → 27.9 CPU-s and 28 → 20 s on 2 cores (record 0124).
 *
 *   tsx test/typecheck.ts [workspace …]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
export const WORKSPACES = ['shared', 'functions', 'infra', 'web', 'test'] as const;

/** The compiler's entry point, found as Node resolves the package (not the `tsc` on PATH, which npm may link to 5.9). */
function compilerPath(): string {
  const require = createRequire(import.meta.url);
  return resolve(dirname(require.resolve('typescript-7/package.json')), 'bin/tsc');
}

function main(): void {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(WORKSPACES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`Not a workspace: ${unknown.join(', ')}`);
  const compiler = compilerPath();
  let failed = 0;
  for (const workspace of asked.length > 0 ? asked : WORKSPACES) {
    const started = Date.now();
    const run = spawnSync(process.execPath, [compiler, '-p', workspace, '--pretty', 'false', '--checkers', '1'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (run.status !== 0) failed += 1;
    console.log(`typecheck ${workspace}: ${run.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  }
  if (failed > 0) process.exitCode = 1;
}

main();
