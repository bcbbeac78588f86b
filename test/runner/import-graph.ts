/**
 * The import graph of the repository's TypeScript sources: every static and dynamic import, type-only
 * ones included, between files of the repository. Packages are leaves; `@lunia/shared/<x>` resolves to
 * `shared/src/<x>.ts`. Read by the import-circle test (infra/test/import-graph.test.ts) and by
 * `npm run test:changed` (which test files reach a changed file).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'cdk.out', 'dist']);

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function resolveSpecifier(file: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(ROOT, dirname(file), specifier);
  else if (specifier.startsWith('@lunia/shared/'))
    base = join(ROOT, 'shared/src', specifier.slice('@lunia/shared/'.length));
  else return undefined;
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts'), join(stem, 'index.tsx')]) {
    if (existsSync(candidate)) return relative(ROOT, candidate);
  }
  return undefined;
}

/** File → the repository files it imports, for every source under `roots` (paths from the repository root). */
export function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sources)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveSpecifier(file, match[1] as string))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The files of `graph` from which one of `targets` can be reached by imports (a file reaches itself). */
export function filesReaching(graph: Map<string, string[]>, targets: string[]): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [file, imported] of graph) {
    for (const target of imported) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const reached = new Set<string>();
  const queue = [...targets];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(importers.get(file) ?? []));
  }
  return reached;
}
