/**
 * Folders the template tests write into (synth outputs with their function bundles and asset copies,
 * stage files, a fake web build). A synth's folder can hold over 100 MB, and the folders that
 * stub-synth.ts and synth-lunia.ts make are shared by the files of a worker, so they outlive any one
 * file. The infra project's global setup (./global-setup.ts) makes one folder for the whole run and
 * removes it at the end; every folder here is made inside it. Outside that setup, a folder is removed
 * when its process exits normally.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { createApp } from '../lib/create-app';

/** Where the infra project's global setup tells its workers to make their folders. */
export const TEMPORARY_ROOT_VARIABLE = 'LUNIA_INFRA_TEST_TMP';

const madeOutsideRoot: string[] = [];

/** A new empty folder whose name starts with `prefix`, removed with everything in it after the run. */
export function temporaryFolder(prefix: string): string {
  const root = process.env[TEMPORARY_ROOT_VARIABLE];
  if (root) return mkdtempSync(join(root, prefix));
  if (madeOutsideRoot.length === 0) {
    process.once('exit', () => {
      for (const folder of madeOutsideRoot) rmSync(folder, { recursive: true, force: true });
    });
  }
  const folder = mkdtempSync(join(tmpdir(), prefix));
  madeOutsideRoot.push(folder);
  return folder;
}

/** An app as `createApp` makes it (cdk.json's context, then `context`), synthesizing into a temporary folder. */
export function appInTemporaryFolder(context?: Record<string, unknown>): App {
  return createApp({ outdir: temporaryFolder('lunia-app-'), ...(context ? { context } : {}) });
}
