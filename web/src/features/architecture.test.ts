/**
 * Web layering (docs/architecture.md): a feature never imports another feature, and shared code
 * (lib/, components/) never imports a feature. Only app/ composes features.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const featuresDir = dirname(fileURLToPath(import.meta.url));
const srcDir = resolve(featuresDir, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** `features/<name>` of a path under src, `lib`, `components`, `app`, or undefined. */
function areaOf(path: string): string | undefined {
  const parts = relative(srcDir, path).split(/[\\/]/);
  if (parts[0] === 'features') return parts.length > 2 ? `features/${parts[1]}` : undefined;
  return parts[0];
}

export function violationsOf(file: string, source: string): string[] {
  const from = areaOf(file);
  const violations: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.')) continue;
    const to = areaOf(resolve(dirname(file), specifier));
    if (!to?.startsWith('features/') || to === from) continue;
    if (from?.startsWith('features/') || from === 'lib' || from === 'components') {
      violations.push(`${relative(srcDir, file)} → ${specifier} (${from} may not import ${to})`);
    }
  }
  return violations;
}

describe('web layering', () => {
  const files = sourceFiles(srcDir);

  it('finds the source tree', () => {
    expect(files.filter((file) => areaOf(file)?.startsWith('features/')).length).toBeGreaterThan(50);
  });

  it('detects a feature importing another (the check itself works)', () => {
    const file = join(srcDir, 'features/documents/routes/x.tsx');
    expect(violationsOf(file, "import { a } from '../../bookrx/api/b';")).toHaveLength(1);
    expect(violationsOf(file, "import { a } from '../api/b';")).toHaveLength(0);
    expect(violationsOf(join(srcDir, 'lib/x.ts'), "import { a } from '../features/auth/api/b';")).toHaveLength(1);
    expect(violationsOf(join(srcDir, 'app/x.tsx'), "import { a } from '../features/auth/routes/b';")).toHaveLength(0);
  });

  it('features never import each other, and lib/components never import features', () => {
    expect(files.flatMap((file) => violationsOf(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
