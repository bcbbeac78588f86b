/**
 * The layering of web/src, enforced (docs/architecture.md). Imports point one way:
 * shared code (lib/, components/, paths.ts, locales/) → entities/<entity>/ → features/<area>/ → app/.
 * Every relative import, re-export and `import()` of every non-test file is checked against the table
 * below; a forbidden edge fails the test as `from → to (rule)`. Test files are exempt as importers.
 * The entities tier's own rules (query keys, query options and cache updates live only there) are
 * in entities-tier.test.ts.
 */
import { posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readWebSource, webSourceFiles } from '../../test-support/source-files';

/** An area of web/src: `app`, `lib`, `components`, `features/<name>`, `entities/<name>`, or another top-level entry. */
type Area = string;

/** Forbidden directions. `feature` stands for any features/<name>; `other feature` for a different one. */
export const FORBIDDEN: {
  from: 'feature' | 'entity' | 'lib' | 'components';
  to: 'other feature' | 'feature' | 'entity' | 'app';
  why: string;
}[] = [
  {
    from: 'feature',
    to: 'other feature',
    why: 'features do not import each other: move what both need to lib/ or components/ui/, or compose them in app/',
  },
  { from: 'lib', to: 'feature', why: 'shared code does not know features' },
  { from: 'components', to: 'feature', why: 'shared components do not know features' },
  { from: 'feature', to: 'app', why: 'app/ composes features, never the other way round' },
  { from: 'lib', to: 'app', why: 'app/ composes shared code, never the other way round' },
  { from: 'components', to: 'app', why: 'app/ composes shared code, never the other way round' },
  { from: 'entity', to: 'feature', why: 'entities serve every feature and know none of them' },
  { from: 'entity', to: 'app', why: 'app/ composes entities through features, never the other way round' },
  { from: 'lib', to: 'entity', why: 'shared code sits below the entities tier' },
  { from: 'components', to: 'entity', why: 'shared components take data as props; features read the entities' },
];

/** The area of a path relative to web/src (posix); a file directly in features/ or entities/ has none. */
export function areaOf(path: string): Area | undefined {
  const [top, second, third] = path.split('/');
  if (top === 'features' || top === 'entities') return third === undefined ? undefined : `${top}/${second}`;
  return top;
}

const isFeature = (area: Area | undefined) => area?.startsWith('features/') ?? false;
const isEntity = (area: Area | undefined) => area?.startsWith('entities/') ?? false;

function matches(pattern: (typeof FORBIDDEN)[number]['from' | 'to'], area: Area | undefined, from: Area): boolean {
  if (pattern === 'feature') return isFeature(area);
  if (pattern === 'entity') return isEntity(area);
  if (pattern === 'other feature') return isFeature(area) && area !== from;
  return area === pattern;
}

/** Relative specifiers a file loads: imports, re-exports, `import()` (comments and strings ignored). */
export function specifiersOf(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const found: string[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node) && node.text.startsWith('.')) found.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind));
  return found;
}

/** The forbidden edges of one file (path relative to web/src), as `from → to (rule)`. */
export function violationsOf(file: string, specifiers: string[]): string[] {
  const from = areaOf(file);
  if (!from) return [];
  return specifiers.flatMap((specifier) => {
    const target = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
    const to = areaOf(target);
    const rule = FORBIDDEN.find((r) => matches(r.from, from, from) && matches(r.to, to, from));
    return rule ? [`${file} → ${target} (${from} may not import ${to}: ${rule.why})`] : [];
  });
}

const files = webSourceFiles();
const specifiersByFile = new Map(files.map((file) => [file, specifiersOf(file, readWebSource(file))]));
const check = (file: string, source: string) => violationsOf(file, specifiersOf(file, source));

describe('the web architecture check itself', () => {
  it('walks the source tree', () => {
    expect(files.filter((file) => isFeature(areaOf(file))).length).toBeGreaterThan(50);
    expect(files.filter((file) => areaOf(file) === 'lib').length).toBeGreaterThan(10);
    expect(files.filter((file) => areaOf(file) === 'app').length).toBeGreaterThan(5);
    expect(files.filter((file) => isEntity(areaOf(file))).length).toBeGreaterThan(20);
    expect([...specifiersByFile.values()].flat().length).toBeGreaterThan(300);
  });

  it('detects forbidden edges and allows the others', () => {
    const bad: [string, string][] = [
      ['features/documents/routes/x.tsx', "import { a } from '../../bookrx/api/b';"],
      ['features/documents/x.ts', "export { a } from '../bookrx/recent-documents';"],
      ['features/documents/routes/x.tsx', "const b = lazy(() => import('../../auth/routes/b'));"],
      ['lib/x.ts', "import { a } from '../features/auth/api/b';"],
      ['components/ui/x.tsx', "import type { A } from '../../features/auth/api/b';"],
      ['features/auth/routes/x.tsx', "import { a } from '../../../app/app-routes';"],
      ['lib/auth/x.ts', "import { a } from '../../app/shell/site-header';"],
      ['entities/documents/x.ts', "import { a } from '../../features/documents/api/b';"],
      ['entities/documents/api/x.ts', "import type { A } from '../../../app/app-routes';"],
      ['lib/x.ts', "import { a } from '../entities/documents/document-keys';"],
      ['components/ui/x.tsx', "import type { A } from '../../entities/documents/api/list-documents';"],
    ];
    expect(bad.filter(([file, source]) => check(file, source).length !== 1)).toEqual([]);
    expect(check(...(bad[0] as [string, string]))).toEqual([
      `features/documents/routes/x.tsx → features/bookrx/api/b (features/documents may not import features/bookrx: ${FORBIDDEN[0]?.why})`,
    ]);
    const good: [string, string][] = [
      ['features/documents/routes/x.tsx', "import { a } from '../api/b';\n// import { c } from '../../bookrx/api/c';"],
      ['features/documents/i18n.ts', "import en from '../../locales/en/documents.json';"],
      ['features/documents/routes/x.tsx', "import { paths } from '../../../paths';"],
      ['app/x.tsx', "import { a } from '../features/auth/routes/b';"],
      ['lib/auth/x.ts', "import { a } from '../api-client';"],
      ['features/bookrx/routes/x.tsx', "import { a } from '../../../entities/documents/api/list-documents';"],
      ['entities/documents/document-cache.ts', "import { a } from '../account/account-cache';"],
      ['entities/documents/api/x.ts', "import { a } from '../../../lib/auth/authenticated-request';"],
      ['app/x.tsx', "import { a } from '../entities/documents/document-keys';"],
    ];
    expect(good.flatMap(([file, source]) => check(file, source))).toEqual([]);
  });
});

describe('web/src layering', () => {
  it('has features import no other feature, entities no feature, lib/ and components/ neither (and none of them app/)', () => {
    const violations = [...specifiersByFile].flatMap(([file, specifiers]) => violationsOf(file, specifiers));
    expect(violations).toEqual([]);
  });
});
