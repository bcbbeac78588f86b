/**
 * No import circles and no upward imports (issue 44). The graph is every static and dynamic import,
 * type-only ones included (a circle of types is still two modules that cannot be read apart), between
 * the sources of `shared/src`, `functions/src`, `web/src` and `infra/`. Packages are leaves;
 * `@lunia/shared/<x>` resolves to `shared/src/<x>.ts`.
 */
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../test/runner/import-graph';

const ROOTS = ['shared/src', 'functions/src', 'web/src', 'infra'];

/** Strongly connected components of more than one module, or a module importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Which tiers of the web app may not import which (docs/architecture.md, "The web app"). */
const UPWARD: { from: RegExp; to: RegExp; why: string }[] = [
  { from: /^web\/src\/lib\//, to: /^web\/src\/(features|app|components)\//, why: 'lib is the lowest tier' },
  { from: /^web\/src\/components\//, to: /^web\/src\/(features|app)\//, why: 'components sit below features and app' },
];

describe('the import graph', () => {
  const graph = importGraph(ROOTS);

  it('reads the sources it is meant to (a sanity check of the parser)', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('functions/src/data/keys.ts')).toContain('functions/src/data/registration-keys.ts');
  });

  it('has no circles', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no upward imports in the web app', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      UPWARD.filter((rule) => rule.from.test(file)).flatMap((rule) =>
        targets.filter((target) => rule.to.test(target)).map((target) => `${file} → ${target} (${rule.why})`),
      ),
    );
    expect(upward).toEqual([]);
  });
});
