/**
 * The non-test sources of functions/src, for the tests that check them as a whole
 * (functions/src/architecture.test.ts, functions/src/data-boundary.test.ts). It lives outside
 * functions/src so that it is not itself one of the files those tests check.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** functions/src, absolute. */
export const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const toPosix = (path: string) => path.split(sep).join('/');

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [toPosix(relative(srcDir, path))] : [];
  });
}

/** Every .ts file under functions/src except tests, relative to functions/src (posix). */
export const sourceFiles = (): string[] => sourceFilesUnder(srcDir);

/** The text of a file, by its path relative to functions/src. */
export const readSource = (file: string) => readFileSync(join(srcDir, file), 'utf8');

/** The syntax tree of a file (parsed only, no type checking). */
export const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
