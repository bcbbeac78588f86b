/**
 * The web app's source files for the architecture tests (web/src/features/*.test.ts): every
 * non-test .ts/.tsx file under web/src, as posix paths relative to it, with their text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webSrcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [relative(webSrcDir, path).split(sep).join('/')] : [];
  });
}

/** Every source file under web/src (relative, posix). */
export const webSourceFiles = (): string[] => walk(webSrcDir);

/** The text of a source file given relative to web/src. */
export const readWebSource = (file: string): string => readFileSync(join(webSrcDir, file), 'utf8');
