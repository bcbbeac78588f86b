/**
 * Runs before each integration file, also in a worker that keeps its modules between files
 * (vitest.config.ts): each file gets fixtures of its own (test/support/file-fixtures.ts).
 */
import { forgetFileFixtures } from '../support/file-fixtures';

forgetFileFixtures();
