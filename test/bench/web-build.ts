/** Builds the web app (vite build + prerender) into a temporary directory for the web benchmarks. */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = resolve(import.meta.dirname, '../..');

export async function buildWeb(siteOrigin = 'https://lunia.example'): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'lunia-web-bench-'));
  await run('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    env: { ...process.env, WEB_DIST_DIR: distDir, LUNIA_SITE_ORIGIN: siteOrigin },
    maxBuffer: 16 * 1024 * 1024,
  });
  return distDir;
}
