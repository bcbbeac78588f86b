/**
 * The layering of functions/src, enforced. docs/architecture.md explains the layers; the tables
 * below are the rule. Every relative import and re-export of every non-test file is classified by
 * the layer of the importer and of the target; an edge the tables do not allow fails the test as
 * `from → to (rule)`. Test files (*.test.ts) are exempt as importers.
 *
 * Imports are read with the TypeScript parser (no type checking): static imports, `export … from`,
 * `import()` and `typeof import()`. Only `import type` / `export type` count as type-only: with
 * verbatimModuleSyntax, `import { type A } from` still loads the module at run time.
 *
 * Where table keys may be spelled is checked by data-boundary.test.ts.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { implementedRoutes } from '@lunia/shared/api/routes';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, readSource as read, sourceFiles, srcDir } from '../test-support/source-tree';

// ─── The rules ──────────────────────────────────────────────────────────────────────────────────

type Layer =
  | 'handlers' // handlers/<area>/<verb>-<noun>.ts
  | 'use-cases' // use-cases/<area>/<verb>-<noun>.ts
  | 'steps' // use-cases/steps/*.ts
  | 'events' // events/*.ts, events/reactions/*.ts
  | 'domain' // domain/**
  | 'views' // views/*.ts
  | 'data' // data/*.ts
  | 'lib/http' // lib/http/**
  | 'lib/aws' // lib/aws/**
  | 'lib' // lib/*.ts: env.ts, logger.ts
  | 'bundling'; // bundling/**

interface LayerRule {
  /** Layers it may import. */
  may: Layer[];
  /** Single modules (paths under functions/src) it may import beyond those layers. */
  alsoModules?: string[];
  /** Layers it may import only with `import type` / `export type`. */
  typesFrom?: Layer[];
  why: string;
}

const MFA = 'lib/aws/cognito-mfa-state.ts';

/** Importer layer → what it may import. Same-layer imports are allowed only where listed. */
export const LAYER_RULES: Record<Layer, LayerRule> = {
  handlers: {
    may: ['use-cases', 'lib/http'],
    alsoModules: ['lib/logger.ts'],
    why: 'a handler translates HTTP to one use case',
  },
  'use-cases': {
    may: ['steps', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    typesFrom: ['lib/http'],
    why: 'a use case does not call another use case (share a step instead) and does not know HTTP',
  },
  steps: {
    may: ['steps', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    typesFrom: ['lib/http'],
    why: 'steps are parts of use cases; they do not call a use case or know HTTP',
  },
  events: {
    may: ['events', 'use-cases', 'steps', 'data', 'domain', 'views', 'lib/aws', 'lib'],
    why: 'event consumers call use cases, stream reactions read and write their entities; none knows HTTP',
  },
  domain: {
    may: ['domain'],
    typesFrom: ['data'],
    why: 'domain rules are pure: no I/O, no data modules (entity types may be imported type-only)',
  },
  views: { may: ['views', 'domain'], typesFrom: ['data'], why: 'views map entities to API shapes, purely' },
  data: { may: ['data', 'domain', 'lib'], why: 'data modules talk to the table; from lib only env and logger' },
  'lib/http': {
    may: ['lib/http', 'lib'],
    alsoModules: ['memberships', 'session-policy', 'session-activity']
      .map((m) => `data/${m}.ts`)
      .concat(MFA, 'lib/aws/cached-secret.ts', 'domain/session-limits.ts'),
    typesFrom: ['domain'],
    why: "the handler stack reads the membership and whether the organization is deleted for org-scoped routes (data/memberships, one read of both), the session policy of every caller (data/session-policy) and the last activity of its session (data/session-activity) with its limits (domain/session-limits), an admin's MFA state in Cognito (lib/aws/cognito-mfa-state) and the CloudFront origin secret with its bounded cache (lib/aws/cached-secret, issue 42), nothing else of ours",
  },
  'lib/aws': { may: ['lib/aws', 'lib'], why: 'adapters know AWS, not the product' },
  lib: { may: ['lib'], why: 'configuration and logging depend on nothing of ours' },
  bundling: { may: [], why: 'build-time stand-ins depend on nothing of ours' },
};

/** Layers nobody imports, whatever the importer's rule says. */
export const NEVER_IMPORTED: Partial<Record<Layer, string>> = {
  handlers: 'nothing imports a handler (tests excepted)',
  bundling: 'bundling/ is substituted by functions/build.ts aliases, never imported',
};

/** npm packages only some layers may load (type-only imports are free). Other packages: anyone. */
export const PACKAGE_RULES: { packages: RegExp; only: Layer[]; why: string }[] = [
  {
    packages: /^@aws-sdk\/|^@smithy\//,
    only: ['data', 'lib/aws', 'events', 'bundling'],
    why: 'AWS is reached through data/ (the table) and lib/aws/ (the rest)',
  },
  { packages: /^@middy\//, only: ['lib/http'], why: 'the middy stack is built once, in lib/http' },
  {
    packages: /^stripe$/,
    only: ['lib/aws'],
    why: 'the payment provider is reached through lib/aws/payment-provider.ts only',
  },
];

const MAX_HANDLER_LINES = 40;

// ─── Classifying and reading files ──────────────────────────────────────────────────────────────

/** The layer of a path relative to functions/src (posix), or undefined outside the layout. */
export function layerOf(path: string): Layer | undefined {
  const parts = path.split('/');
  if (parts.length < 2) return undefined;
  const [top, second] = parts;
  switch (top) {
    case 'use-cases':
      return second === 'steps' ? 'steps' : 'use-cases';
    case 'lib':
      return second === 'http' || second === 'aws' ? `lib/${second}` : 'lib';
    case 'handlers':
    case 'events':
    case 'domain':
    case 'views':
    case 'data':
    case 'bundling':
      return top;
    default:
      return undefined;
  }
}

export interface ImportEdge {
  /** The importer, relative to functions/src. */
  from: string;
  specifier: string;
  typeOnly: boolean;
}

/** Every module specifier a file loads or names in a type: imports, re-exports, `import()`. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node)) edges.push({ from: file, specifier: node.text, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return edges;
}

/** The module a relative specifier names, relative to functions/src (may start with `..`). */
function targetOf(edge: ImportEdge): string {
  const joined = posix.normalize(posix.join(posix.dirname(edge.from), edge.specifier));
  if (/\.[cm]?[jt]s$/.test(joined)) return joined.replace(/\.[cm]?js$/, '.ts');
  if (!existsSync(join(srcDir, `${joined}.ts`)) && existsSync(join(srcDir, joined, 'index.ts'))) {
    return `${joined}/index.ts`;
  }
  return `${joined}.ts`;
}

/** What is wrong with one edge, as `from → to (rule)`, or undefined when it is allowed. */
export function violationOf(edge: ImportEdge): string | undefined {
  const from = layerOf(edge.from);
  if (!from) return undefined;
  if (!edge.specifier.startsWith('.')) {
    if (edge.typeOnly) return undefined;
    const rule = PACKAGE_RULES.find((r) => r.packages.test(edge.specifier) && !r.only.includes(from));
    return rule && `${edge.from} → ${edge.specifier} (only ${rule.only.join(', ')} may load it: ${rule.why})`;
  }
  const target = targetOf(edge);
  if (target.startsWith('../')) {
    return `${edge.from} → ${edge.specifier} (outside functions/src: import @lunia/shared/... or a package)`;
  }
  const to = layerOf(target);
  if (!to) return `${edge.from} → ${target} (the target is in no layer)`;
  const never = NEVER_IMPORTED[to];
  if (never) return `${edge.from} → ${target} (${never})`;
  const rule = LAYER_RULES[from];
  if (rule.may.includes(to) || rule.alsoModules?.includes(target)) return undefined;
  if (rule.typesFrom?.includes(to)) {
    return edge.typeOnly ? undefined : `${edge.from} → ${target} (${from} may import ${to} only with \`import type\`)`;
  }
  return `${edge.from} → ${target} (${from} may not import ${to}: ${rule.why})`;
}

// ─── Shape checks of handlers and use cases ─────────────────────────────────────────────────────

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);

/** Exported value names of a module, each with its parameter count when it is a function. */
export function exportedValues(file: string, source: string): Map<string, number | undefined> {
  const names = new Map<string, number | undefined>();
  for (const statement of parse(file, source).statements) {
    if (ts.isFunctionDeclaration(statement) && hasExport(statement) && statement.name) {
      names.set(statement.name.text, statement.parameters.length);
    } else if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const init = declaration.initializer;
        const fn = init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : undefined;
        names.set(declaration.name.text, fn?.parameters.length);
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.set(element.name.text, undefined);
        }
      }
    }
  }
  return names;
}

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Problems of a file under handlers/. */
export function handlerProblems(file: string, source: string, manifestHandlers: Set<string>): string[] {
  const problems: string[] = [];
  const name = file.replace(/^handlers\//, '').replace(/\.ts$/, '');
  if (name.split('/').length !== 2 || !manifestHandlers.has(name)) {
    problems.push(`${file}: not the handler of an implemented route (handlers/ holds route entries only)`);
  }
  if (!exportedValues(file, source).has('handler')) problems.push(`${file}: does not export \`handler\``);
  const lines = source.trimEnd().split('\n').length;
  if (lines > MAX_HANDLER_LINES) problems.push(`${file}: ${lines} lines (a handler has at most ${MAX_HANDLER_LINES})`);
  return problems;
}

/** Problems of a file under use-cases/<area>/ (steps excepted). */
export function useCaseProblems(file: string, source: string): string[] {
  const parts = file.split('/');
  const expected = camelCase((parts.at(-1) ?? '').replace(/\.ts$/, ''));
  const values = exportedValues(file, source);
  const functions = [...values].filter(([, parameters]) => parameters !== undefined).map(([name]) => name);
  const problems: string[] = [];
  if (parts.length !== 3) problems.push(`${file}: a use case lives at use-cases/<area>/<verb>-<noun>.ts`);
  if (!functions.includes(expected)) problems.push(`${file}: does not export the function \`${expected}\``);
  const others = functions.filter((name) => name !== expected);
  if (others.length > 0)
    problems.push(`${file}: exports other functions too (${others.join(', ')}): move them to a step`);
  if ((values.get(expected) ?? 0) > 1) problems.push(`${file}: \`${expected}\` takes more than one (object) argument`);
  return problems;
}

// ─── The tests ──────────────────────────────────────────────────────────────────────────────────

const files = sourceFiles();
const edge = (from: string, specifier: string, typeOnly = false): ImportEdge => ({ from, specifier, typeOnly });

describe('the architecture checks themselves', () => {
  it('walk the whole source tree, and place every file in a layer', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !layerOf(file))).toEqual([]);
    const layers = new Set(files.map(layerOf));
    expect([...Object.keys(LAYER_RULES)].filter((layer) => !layers.has(layer as Layer))).toEqual([]);
    expect(files.flatMap((file) => importsOf(file, read(file))).length).toBeGreaterThan(300);
  });

  it('classify paths', () => {
    expect(layerOf('handlers/documents/delete-document.ts')).toBe('handlers');
    expect(layerOf('use-cases/documents/delete-document.ts')).toBe('use-cases');
    expect(layerOf('use-cases/steps/document-access.ts')).toBe('steps');
    expect(layerOf('events/reactions/count-changes.ts')).toBe('events');
    expect(layerOf('domain/documents/file-check.ts')).toBe('domain');
    expect(layerOf('lib/http/http-route.ts')).toBe('lib/http');
    expect(layerOf('lib/aws/ses.ts')).toBe('lib/aws');
    expect(layerOf('lib/env.ts')).toBe('lib');
    expect(layerOf('bundling/credential-provider-env-only.ts')).toBe('bundling');
    expect(layerOf('architecture.test.ts')).toBeUndefined();
    expect(layerOf('helpers/misc.ts')).toBeUndefined();
  });

  it('read imports: multi-line, type-only, re-exports, import(), not comments', () => {
    const source = [
      "import type { A } from '../data/a';",
      "import { type B, c } from '../data/b';",
      "import {\n  d,\n  e,\n} from '../data/d';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "// import { h } from '../data/h';",
      "const i = await import('../lib/aws/i');",
      "type J = typeof import('../data/j');",
      "import '../lib/k';",
    ].join('\n');
    expect(importsOf('views/x.ts', source).map((e) => `${e.specifier}${e.typeOnly ? ' (type)' : ''}`)).toEqual([
      '../data/a (type)',
      '../data/b',
      '../data/d',
      './f',
      './g (type)',
      '../lib/aws/i',
      '../data/j (type)',
      '../lib/k',
    ]);
  });

  it('detect forbidden edges and allow the allowed ones', () => {
    const bad = [
      edge('handlers/documents/x.ts', '../../data/documents'),
      edge('handlers/documents/x.ts', '../../lib/env'),
      edge('handlers/documents/x.ts', '../other/y'),
      edge('use-cases/documents/x.ts', '../admin/verify-document'),
      edge('use-cases/documents/x.ts', '../../lib/http/http-route'),
      edge('views/x.ts', '../data/documents'),
      edge('domain/account/x.ts', '../../data/user-profiles'),
      edge('data/x.ts', '../lib/aws/ses'),
      edge('data/x.ts', '../views/profile-view'),
      edge('lib/http/x.ts', '../../data/user-profiles'),
      edge('lib/x.ts', './aws/ses'),
      edge('events/x.ts', '../lib/http/request-context'),
      edge('events/x.ts', '../bundling/credential-provider-env-only'),
      edge('bundling/x.ts', '../lib/env'),
      edge('use-cases/documents/x.ts', '../../../../shared/src/errors'),
      edge('handlers/documents/x.ts', '@aws-sdk/lib-dynamodb'),
      edge('use-cases/documents/x.ts', '@middy/core'),
    ];
    expect(bad.filter((e) => violationOf(e) === undefined)).toEqual([]);
    expect(violationOf(bad[0] as ImportEdge)).toBe(
      'handlers/documents/x.ts → data/documents.ts (handlers may not import data: a handler translates HTTP to one use case)',
    );
    const good = [
      edge('handlers/documents/x.ts', '../../use-cases/documents/x'),
      edge('handlers/documents/x.ts', '../../lib/http/request-context'),
      edge('handlers/documents/x.ts', '../../lib/logger'),
      edge('handlers/documents/x.ts', '@lunia/shared/api/routes/documents'),
      edge('use-cases/documents/x.ts', '../steps/document-access'),
      edge('use-cases/documents/x.ts', '../../lib/http/request-context', true),
      edge('use-cases/documents/x.ts', '../../lib/aws/s3-objects'),
      edge('views/x.ts', '../data/documents', true),
      edge('domain/account/x.ts', '../../data/user-profiles', true),
      edge('lib/http/x.ts', '../../data/memberships'),
      edge('lib/http/x.ts', '../../data/session-policy'),
      edge('events/reactions/x.ts', '../../data/user-profiles'),
      edge('events/x.ts', '@aws-sdk/util-dynamodb'),
      edge('views/x.ts', '@aws-sdk/client-dynamodb', true),
    ];
    expect(good.map(violationOf).filter(Boolean)).toEqual([]);
  });

  it('check the shape of handlers and use cases', () => {
    const manifest = new Set(['documents/delete-document']);
    const handler = "export const handler = httpRoute(g, 'id', (input) => useCase(input));\n";
    expect(handlerProblems('handlers/documents/delete-document.ts', handler, manifest)).toEqual([]);
    expect(handlerProblems('handlers/documents/helpers.ts', 'export const x = 1;', manifest)).toHaveLength(2);
    expect(handlerProblems('handlers/documents/delete-document.ts', handler.repeat(41), manifest)).toHaveLength(1);
    expect(
      useCaseProblems('use-cases/documents/delete-document.ts', 'export async function deleteDocument(input: {}) {}'),
    ).toEqual([]);
    expect(
      useCaseProblems(
        'use-cases/documents/delete-document.ts',
        'export const deleteDocument = async ({ id }: I) => {};',
      ),
    ).toEqual([]);
    expect(
      useCaseProblems('use-cases/documents/delete-document.ts', 'export const deleteDocument = { id: 1 };'),
    ).toEqual(['use-cases/documents/delete-document.ts: does not export the function `deleteDocument`']);
    expect(
      useCaseProblems(
        'use-cases/documents/delete-document.ts',
        'export function deleteDocument(a: string, b: string) {}\nexport function helper() {}',
      ),
    ).toHaveLength(2);
  });
});

describe('functions/src layering', () => {
  it('imports only in the directions LAYER_RULES allows', () => {
    const violations = files
      .flatMap((file) => importsOf(file, read(file)))
      .map(violationOf)
      .filter((violation): violation is string => violation !== undefined);
    expect(violations).toEqual([]);
  });

  it('holds in handlers/ only the short `handler` entries of implemented routes', () => {
    const manifestHandlers = new Set(implementedRoutes.map(([, route]) => route.handler));
    const problems = files
      .filter((file) => layerOf(file) === 'handlers')
      .flatMap((file) => handlerProblems(file, read(file), manifestHandlers));
    expect(problems).toEqual([]);
  });

  it('names each use case after its file: one exported function, one object argument', () => {
    const problems = files
      .filter((file) => layerOf(file) === 'use-cases')
      .flatMap((file) => useCaseProblems(file, read(file)));
    expect(problems).toEqual([]);
  });
});
