/**
 * The entities tier (issue 23, docs/architecture.md): an entity's query keys, query options and the
 * cache updates of the writes that change it live in web/src/entities/<entity>/, and nowhere else.
 * A key built by hand in a feature is how the BookRx page and the upload once disagreed on the
 * documents' key. Every non-test source file outside entities/ is checked; a finding fails the test
 * as `file: what (rule)`.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readWebSource, webSourceFiles } from '../../test-support/source-files';

/** What only entities/ may do. */
export const ENTITY_ONLY = {
  'query key': 'a query key is built by its entity’s key factory (entities/<entity>/<entity>-keys.ts)',
  'query options': 'query options are defined by the entity (entities/<entity>/api/<verb>-<noun>.ts)',
  'cache update': 'a write changes the cache through its entity (entities/<entity>/<entity>-cache.ts)',
} as const;
type Rule = keyof typeof ENTITY_ONLY;

/** The only exceptions, each with its reason: the session lives in lib/auth, below the entities tier. */
export const ALLOWED: { file: string; rule: Rule; why: string }[] = [
  {
    file: 'lib/auth/get-profile.ts',
    rule: 'query options',
    why: 'the session reads the profile to know who is signed in; entities/account uses its key',
  },
  { file: 'lib/auth/session-state.ts', rule: 'cache update', why: 'signing in or out empties the whole cache' },
  {
    file: 'components/session/require-session.tsx',
    rule: 'cache update',
    why: 'the session check on every page change',
  },
];

const CACHE_METHODS = new Set([
  'setQueryData',
  'setQueriesData',
  'getQueryData',
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
]);
const OPTIONS_FACTORIES = new Set(['queryOptions', 'infiniteQueryOptions']);
/** Files that mention none of these need no parsing. */
const MENTIONS = new RegExp(['queryKey', ...OPTIONS_FACTORIES, ...CACHE_METHODS].join('|'));

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

/** The findings of one file (path relative to web/src) as `file: what (rule)`; entities/ has none. */
export function findingsOf(file: string, source: string): string[] {
  if (file.startsWith('entities/') || !MENTIONS.test(source)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const found: string[] = [];
  const report = (rule: Rule, what: string) => {
    if (ALLOWED.some((allowed) => allowed.file === file && allowed.rule === rule)) return;
    found.push(`${file}: ${what} (${ENTITY_ONLY[rule]})`);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'queryKey' &&
      ts.isArrayLiteralExpression(unwrap(node.initializer))
    )
      report('query key', `queryKey: ${node.initializer.getText().slice(0, 40)}`);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && OPTIONS_FACTORIES.has(callee.text)) report('query options', `${callee.text}(…)`);
      if (ts.isPropertyAccessExpression(callee) && CACHE_METHODS.has(callee.name.text))
        report('cache update', `${callee.getText()}(…)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind));
  return found;
}

const files = webSourceFiles();
const sources = new Map(files.map((file) => [file, readWebSource(file)]));

describe('the entities-tier check itself', () => {
  it('finds hand-built keys, query options and cache updates outside entities/, and allows them inside', () => {
    const bad: [string, string][] = [
      ['features/bookrx/api/x.ts', "const o = { queryKey: ['documents', 'individual'], queryFn };"],
      ['features/admin/components/x.tsx', 'useQuery({ queryKey: [...keys.all, id] as const, queryFn });'],
      ['features/documents/api/x.ts', 'export const o = () => queryOptions({ queryKey: keys.list, queryFn });'],
      ['features/admin/api/x.ts', 'const o = infiniteQueryOptions({ queryKey: k, queryFn, initialPageParam });'],
      ['features/account/api/x.ts', 'queryClient.setQueryData(profileKey, profile);'],
      ['lib/x.ts', 'client.invalidateQueries({ queryKey: k });'],
      ['app/x.tsx', 'useQueryClient().refetchQueries();'],
      ['lib/auth/get-profile.ts', "queryClient.invalidateQueries({ queryKey: ['profile'] });"],
    ];
    expect(bad.filter(([file, source]) => findingsOf(file, source).length === 0)).toEqual([]);
    expect(findingsOf(...(bad[4] as [string, string]))).toEqual([
      `features/account/api/x.ts: queryClient.setQueryData(…) (${ENTITY_ONLY['cache update']})`,
    ]);
    const good: [string, string][] = [
      ['entities/documents/api/x.ts', "queryOptions({ queryKey: ['documents', 'individual'], queryFn });"],
      ['entities/documents/document-cache.ts', 'queryClient.setQueryData(documentKeys.list(c, o), list);'],
      ['features/bookrx/routes/x.tsx', "useQuery({ ...documentsQueryOptions('individual', null), enabled });"],
      ['features/documents/api/x.ts', '// not queryKey: [ ] nor queryClient.setQueryData( in a comment'],
      ['lib/auth/get-profile.ts', 'queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });'],
      ['lib/auth/session-state.ts', 'queryClient.removeQueries();'],
    ];
    expect(good.flatMap(([file, source]) => findingsOf(file, source))).toEqual([]);
  });

  it('walks the source tree, entities included', () => {
    expect(files.filter((file) => file.startsWith('entities/')).length).toBeGreaterThan(20);
    expect(files.filter((file) => file.startsWith('features/')).length).toBeGreaterThan(50);
  });
});

describe('the entities tier', () => {
  it('builds every query key, defines every query option and makes every cache update in entities/', () => {
    expect([...sources].flatMap(([file, source]) => findingsOf(file, source))).toEqual([]);
  });

  it('lists only exceptions that exist', () => {
    expect(ALLOWED.filter((allowed) => !sources.has(allowed.file))).toEqual([]);
  });
});
