/**
 * Table keys stay in functions/src/data/, enforced. Outside data/keys.ts no code spells a key
 * (a literal like `USER#…` is a key built by hand), and outside data/ no code names the table's
 * key attributes or indexes (PK, SK, GSI2PK, GSI3, …): it asks data/ for a page key or a check.
 * Test files (*.test.ts) are exempt. Sources are read with the TypeScript parser, like the layering
 * checks of architecture.test.ts.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse, readSource as read, sourceFiles } from '../test-support/source-tree';

// ─── The rules ──────────────────────────────────────────────────────────────────────────────────

/**
 * The modules that spell table keys (data/keys.ts and the part it re-exports); elsewhere a literal
 * like `USER#…` is a key built by hand.
 */
const KEYS_MODULE = 'data/keys.ts';
const KEY_MODULES = [
  KEYS_MODULE,
  'data/credential-keys.ts',
  'data/maintenance-keys.ts',
  'data/registration-keys.ts',
  'data/module-link-keys.ts',
];
const KEY_LITERAL = /^[A-Z][A-Z0-9_]*#/;
/** The table's key attributes and index names: only data/ names them (data/page-keys.ts, data/keys.ts). */
const KEY_NAME = /^(PK|SK|GSI\d+(PK|SK)?)$/;

// ─── Finding keys ───────────────────────────────────────────────────────────────────────────────

/** String and template literals outside data/keys.ts that look like table keys (`USER#…`). */
export function keyLiteralsOf(file: string, source: string): string[] {
  if (KEY_MODULES.includes(file)) return [];
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : undefined;
    if (text !== undefined && KEY_LITERAL.test(text)) {
      found.push(`${file}: builds the key '${text}…' (keys are built in ${KEYS_MODULE})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return found;
}

/** Key attributes and index names outside data/: as a string, a property read or an object key. */
export function keyNamesOf(file: string, source: string): string[] {
  if (file.startsWith('data/')) return [];
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    const name =
      ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)
        ? node.text
        : (ts.isPropertyAccessExpression(node) || ts.isPropertyAssignment(node) || ts.isBindingElement(node)) &&
            node.name &&
            ts.isIdentifier(node.name)
          ? node.name.text
          : undefined;
    if (name !== undefined && KEY_NAME.test(name)) {
      found.add(
        `${file}: names the key attribute or index '${name}' (only data/ does: ask it for a page key or a check)`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return [...found];
}

// ─── The tests ──────────────────────────────────────────────────────────────────────────────────

const files = sourceFiles();

describe('table keys stay in data/', () => {
  it(`builds table keys only in ${KEYS_MODULE}`, () => {
    expect(keyLiteralsOf('use-cases/x/y.ts', `const pk = \`ORGSTATUS#\${status}\`; // USER#x`)).toHaveLength(1);
    expect(keyLiteralsOf('data/keys.ts', "const pk = 'USER#';")).toEqual([]);
    expect(files.flatMap((file) => keyLiteralsOf(file, read(file)))).toEqual([]);
  });

  it('names key attributes and indexes (PK, GSI2SK, GSI3) only in data/', () => {
    expect(keyNamesOf('use-cases/x/y.ts', "const a = item.SK; const b = { GSI2PK: 'x' }; q('GSI1');")).toHaveLength(3);
    expect(keyNamesOf('data/page-keys.ts', "const a = item.SK; q('GSI1');")).toEqual([]);
    expect(keyNamesOf('use-cases/x/y.ts', 'const a = item.skipped; // item.SK')).toEqual([]);
    expect(files.flatMap((file) => keyNamesOf(file, read(file)))).toEqual([]);
  });
});
