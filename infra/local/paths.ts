/** Locations in the repository the local stack needs, independent of the current directory. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');
export const WEB_ROOT = join(REPO_ROOT, 'web');
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data');
