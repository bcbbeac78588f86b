/**
 * The infra project's one temporary folder (./temporary-folder.ts): made before its workers start,
 * which inherit its path through the environment, and removed with every synth output in it when the
 * run ends, passed or failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPORARY_ROOT_VARIABLE } from './temporary-folder';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'lunia-infra-tests-'));
  process.env[TEMPORARY_ROOT_VARIABLE] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
