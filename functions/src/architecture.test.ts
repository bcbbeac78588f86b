/**
 * The layers of functions/src and what each may import (docs/architecture.md). A new file that
 * imports across the rules fails here with the edge and the rule, so the layout cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { implementedRoutes } from '@lunia/shared/api/routes';
import { describe, expect, it } from 'vitest';

type Layer =
  | 'handlers'
  | 'use-cases'
  | 'steps'
  | 'events'
  | 'domain'
  | 'views'
  | 'data'
  | 'lib/http'
  | 'lib/aws'
  | 'lib'
  | 'bundling';

/**
 * Importer → the layers it may import (value imports). `typeOnly` lists what it may additionally
 * import with `import type` (entity types live in their data module).
 */
const ALLOWED: Record<Layer, { layers: Layer[]; typeOnly?: Layer[]; why: string }> = {
  handlers: { layers: ['use-cases', 'lib/http'], why: 'a handler translates HTTP to one use case' },
  'use-cases': {
    layers: ['steps', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    typeOnly: ['lib/http'],
    why: 'a use case calls steps, data, domain rules, views and adapters — never another use case or HTTP',
  },
  steps: {
    layers: ['steps', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    why: 'steps are shared parts of use cases',
  },
  events: {
    layers: ['events', 'use-cases', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    why: 'event entries are thin like handlers; stream reactions read and write their entities',
  },
  domain: { layers: ['domain'], typeOnly: ['data'], why: 'domain rules are pure' },
  views: { layers: ['views', 'domain'], typeOnly: ['data'], why: 'views map entities to API shapes, purely' },
  data: { layers: ['data', 'domain', 'lib'], why: 'data modules talk to the table only' },
  'lib/http': {
    layers: ['lib/http', 'lib', 'domain', 'data'],
    why: 'the handler stack reads memberships for org-scoped routes (data/memberships) and nothing else',
  },
  'lib/aws': { layers: ['lib/aws', 'lib'], why: 'adapters know AWS, not the product' },
  lib: { layers: ['lib'], why: 'configuration and logging depend on nothing of ours' },
  bundling: { layers: [], why: 'build-time stand-ins are swapped in by the bundler, never imported' },
};
/** The only data module lib/http may read. */
const LIB_HTTP_DATA = ['data/memberships.ts'];

const srcDir = dirname(fileURLToPath(import.meta.url));

function layerOf(path: string): Layer | undefined {
  const rel = relative(srcDir, path).split('\\').join('/');
  if (rel.startsWith('use-cases/steps/')) return 'steps';
  if (rel.startsWith('lib/http/')) return 'lib/http';
  if (rel.startsWith('lib/aws/')) return 'lib/aws';
  const top = rel.split('/')[0];
  if (top === 'use-cases') return 'use-cases';
  if (top === 'lib' || top === 'handlers' || top === 'events' || top === 'domain' || top === 'views') return top;
  if (top === 'data' || top === 'bundling') return top;
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    if (specifier.startsWith('.')) edges.push({ from: file, to: resolve(dirname(file), specifier), typeOnly });
  };
  for (const match of source.matchAll(IMPORT)) add(match[3] ?? '', Boolean(match[2]));
  for (const match of source.matchAll(DYNAMIC_IMPORT)) add(match[1] ?? '', false);
  return edges;
}

export function violationOf(edge: ImportEdge): string | undefined {
  const from = layerOf(edge.from);
  const to = layerOf(edge.to.endsWith('.ts') ? edge.to : `${edge.to}.ts`);
  if (!from || !to) return undefined;
  const rule = ALLOWED[from];
  const rel = (path: string) => relative(srcDir, path).split('\\').join('/');
  const target = rel(edge.to.endsWith('.ts') ? edge.to : `${edge.to}.ts`);
  if (to === 'bundling') return `${rel(edge.from)} → ${target} (nothing imports bundling/)`;
  if (to === 'handlers') return `${rel(edge.from)} → ${target} (nothing imports a handler)`;
  if (from === 'use-cases' && to === 'use-cases') {
    return `${rel(edge.from)} → ${target} (a use case does not call another use case: share a step)`;
  }
  if (from === 'lib/http' && to === 'data' && !LIB_HTTP_DATA.includes(target)) {
    return `${rel(edge.from)} → ${target} (${rule.why})`;
  }
  if (rule.layers.includes(to)) return undefined;
  if (edge.typeOnly && rule.typeOnly?.includes(to)) return undefined;
  return `${rel(edge.from)} → ${target} (${from} may not import ${to}: ${rule.why})`;
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('functions/src layering', () => {
  const files = sourceFiles(srcDir).filter((file) => !file.endsWith('.test.ts'));

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(80);
    expect(files.every((file) => layerOf(file) !== undefined)).toBe(true);
  });

  it('detects a forbidden edge (the check itself works)', () => {
    const handler = join(srcDir, 'handlers/documents/x.ts');
    const [edge] = importsOf(handler, "import { getDocument } from '../../data/documents';");
    expect(edge && violationOf(edge)).toMatch(/handlers may not import data/);
    const [typeEdge] = importsOf(
      join(srcDir, 'views/x.ts'),
      "import type { DocumentEntity } from '../data/documents';",
    );
    expect(typeEdge && violationOf(typeEdge)).toBeUndefined();
    const [valueEdge] = importsOf(join(srcDir, 'views/x.ts'), "import { getDocument } from '../data/documents';");
    expect(valueEdge && violationOf(valueEdge)).toMatch(/views may not import data/);
  });

  it('imports only in the allowed directions', () => {
    const violations = files
      .flatMap((file) => importsOf(file, readFileSync(file, 'utf8')))
      .map(violationOf)
      .filter((violation): violation is string => violation !== undefined);
    expect(violations).toEqual([]);
  });

  it('holds only route entries in handlers/, each short and exporting `handler`', () => {
    const manifestHandlers = new Set(implementedRoutes.map(([, route]) => route.handler));
    for (const file of files.filter((f) => layerOf(f) === 'handlers')) {
      const name = relative(join(srcDir, 'handlers'), file).replace(/\.ts$/, '').split('\\').join('/');
      const source = readFileSync(file, 'utf8');
      expect(manifestHandlers.has(name), `${name} is not a route of the manifest`).toBe(true);
      expect(source, name).toMatch(/export const handler = /);
      expect(source.split('\n').length, `${name} is longer than 40 lines`).toBeLessThanOrEqual(40);
    }
  });

  it('names each use case after its file', () => {
    for (const file of files.filter((f) => layerOf(f) === 'use-cases')) {
      const name = file.split(/[\\/]/).pop()?.replace(/\.ts$/, '') ?? '';
      expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`export async function ${camelCase(name)}\\(`));
    }
  });
});
