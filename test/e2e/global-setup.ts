import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalStack } from '../../infra/local/stack';
import type { StackInfo } from '../support/stack-info';
import { prepareTestStackEnvironment } from '../support/test-stack-environment';

/** The site origin the build's prerendered pages name in their canonical links (public-prerender.spec.ts). */
export const E2E_SITE_ORIGIN = 'https://lunia.example';

/**
 * The production build of the web app (`npm run build -w web`: vite build + prerender) into a temporary
 * directory. Built without any VITE_* variable, as for AWS: the pool comes from /config.json.
 */
function buildWeb(distDir: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...env, WEB_DIST_DIR: distDir, LUNIA_SITE_ORIGIN: E2E_SITE_ORIGIN },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`web build failed (${code}):\n${errors}`))));
  });
}

/**
 * Starts the whole local stack and serves the production build of the web app with it (vite preview,
 * as CloudFront serves it); workers read where it is from the environment. The build runs while the
 * emulators start.
 */
export default async function globalSetup() {
  // The handlers run in this process.
  prepareTestStackEnvironment();
  const lines: string[] = [];
  const distDir = mkdtempSync(join(tmpdir(), 'lunia-e2e-web-'));
  const built = buildWeb(distDir);
  // The stack waits for the build only when it starts the web server, its last step.
  const stack = await startLocalStack({
    seed: true,
    web: { distDir, ready: built },
    log: (line) => lines.push(line),
  });
  const info: StackInfo = { urls: stack.urls, env: stack.env, userPool: stack.userPool };
  process.env.LUNIA_STACK = JSON.stringify(info);
  process.env.LUNIA_E2E_WEB_DIST = distDir;
  return async () => {
    await stack.stop();
    rmSync(distDir, { recursive: true, force: true });
    if (process.env.LUNIA_TEST_LOGS) console.log(lines.join('\n'));
  };
}
