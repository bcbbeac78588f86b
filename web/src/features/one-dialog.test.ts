/**
 * One dialog (issue 23): every modal of the app is components/ui/modal-dialog.tsx, on Radix Dialog
 * (ConfirmDialog and the document viewer are built on it). No other file makes its own dialog, so
 * focus trap, inert background, scroll lock, Escape and focus return are written once. The one
 * exception is the public header's mobile menu, a native `<dialog>`, because public pages must not
 * load the dialog library: the second check follows the static imports of the app's entry and fails
 * if they reach it. Every non-test source file is read as text; a finding fails as `file: what`.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readWebSource, webSourceFiles, webSrcDir } from '../../test-support/source-files';

/** What makes a dialog. */
type Finding = 'role="dialog"' | 'aria-modal' | '<dialog>' | 'showModal()' | 'Radix Dialog';

const THE_DIALOG = 'components/ui/modal-dialog.tsx';
const RADIX_DIALOG = '@radix-ui/react-dialog';

/** The only exceptions, each with its reason. */
export const ALLOWED: { file: string; findings: Finding[]; why: string }[] = [
  {
    file: 'app/shell/site-header.tsx',
    findings: ['<dialog>', 'showModal()'],
    why: 'the mobile menu is on public pages, which must not load Radix: a native modal <dialog>',
  },
];

const dialogRoles = new Set(['dialog', 'alertdialog']);
const nameOf = (node: ts.Node) => (ts.isIdentifier(node) || ts.isStringLiteralLike(node) ? node.text : undefined);

/** The dialog-making constructs in one file's source. */
export function findingsOf(file: string, source: string): Finding[] {
  // Every finding spells one of these, so only files that contain one need parsing.
  if (!/dialog|aria-modal|showModal/i.test(source)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const found = new Set<Finding>();
  const roleValue = (value: ts.Node | undefined) => {
    const literal = value && ts.isJsxExpression(value) ? value.expression : value;
    if (literal && ts.isStringLiteralLike(literal) && dialogRoles.has(literal.text)) found.add('role="dialog"');
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      if (name === 'aria-modal') found.add('aria-modal');
      if (name === 'role') roleValue(node.initializer);
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (name === 'aria-modal') found.add('aria-modal');
      if (name === 'role') roleValue(node.initializer);
    } else if (ts.isStringLiteralLike(node) && node.text === 'aria-modal') {
      found.add('aria-modal');
    } else if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText() === 'dialog'
    ) {
      found.add('<dialog>');
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === 'showModal') {
      found.add('showModal()');
    } else if (ts.isCallExpression(node)) {
      const [first, second] = node.arguments;
      const callee = node.expression.getText();
      if (callee.endsWith('createElement') && first && ts.isStringLiteralLike(first) && first.text === 'dialog')
        found.add('<dialog>');
      if (callee.endsWith('setAttribute') && first && nameOf(first) === 'role') roleValue(second);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && nameOf(first) === RADIX_DIALOG)
        found.add('Radix Dialog');
    } else if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (nameOf(node.moduleSpecifier) === RADIX_DIALOG) found.add('Radix Dialog');
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind));
  return [...found];
}

/** The findings of a file that its exception, if any, does not cover, as `file: what`. */
export function violationsOf(file: string, findings: Finding[]): string[] {
  if (file === THE_DIALOG) return [];
  const allowed = ALLOWED.find((entry) => entry.file === file)?.findings ?? [];
  return findings.filter((finding) => !allowed.includes(finding)).map((finding) => `${file}: ${finding}`);
}

/** What a file loads when it loads (static imports and re-exports, not `import()` nor `import type`). */
export function staticImportsOf(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const statements = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind).statements;
  return statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [nameOf(statement.moduleSpecifier) ?? ''];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [nameOf(statement.moduleSpecifier) ?? ''];
    return [];
  });
}

/** The source file a relative specifier names (relative to web/src), or undefined for other assets. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(join(webSrcDir, candidate)),
  );
}

/** Every file and package the entry loads before any lazily loaded page, as `file` or `package`. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImportsOf(file, readWebSource(file))) {
      if (!specifier.startsWith('.')) seen.add(specifier);
      else {
        const target = resolveRelative(file, specifier);
        if (target) pending.push(target);
      }
    }
  }
  return seen;
}

describe('the one-dialog check itself', () => {
  it('finds every way of making a dialog, and nothing else', () => {
    const bad: [string, Finding][] = [
      ['<div role="dialog" aria-labelledby="t" />', 'role="dialog"'],
      ["<div role={'alertdialog'} />", 'role="dialog"'],
      ['<section aria-modal="true" />', 'aria-modal'],
      ["const props = { role: 'dialog' };", 'role="dialog"'],
      ["element.setAttribute('aria-modal', 'true');", 'aria-modal'],
      ["panel.setAttribute('role', 'dialog');", 'role="dialog"'],
      ['<dialog open>menu</dialog>', '<dialog>'],
      ["document.createElement('dialog');", '<dialog>'],
      ['ref.current?.showModal();', 'showModal()'],
      ["import * as Dialog from '@radix-ui/react-dialog';", 'Radix Dialog'],
      ["const Dialog = await import('@radix-ui/react-dialog');", 'Radix Dialog'],
    ];
    expect(bad.filter(([source, finding]) => !findingsOf('x.tsx', source).includes(finding))).toEqual([]);
    const good = [
      '<button aria-haspopup="dialog" aria-expanded={open} />',
      '<div role="toolbar" aria-label="Tools" />',
      '// <div role="dialog" aria-modal="true" /> showModal()',
      "const message = 'a dialog opens';",
      "import { ModalDialog } from '../../components/ui/modal-dialog';",
    ];
    expect(good.flatMap((source) => findingsOf('x.tsx', source))).toEqual([]);
    expect(violationsOf('app/shell/site-header.tsx', ['<dialog>', 'aria-modal'])).toEqual([
      'app/shell/site-header.tsx: aria-modal',
    ]);
    expect(violationsOf(THE_DIALOG, ['Radix Dialog', 'aria-modal'])).toEqual([]);
  });

  it('follows static imports only', () => {
    const source = [
      "import './index.css';",
      "import type { A } from './a';",
      "import { b } from './b';",
      "export { c } from './c';",
      "const D = lazy(() => import('./d'));",
    ].join('\n');
    expect(staticImportsOf('x.tsx', source)).toEqual(['./index.css', './b', './c']);
  });
});

describe('one dialog', () => {
  const files = webSourceFiles();

  it('is components/ui/modal-dialog.tsx, on Radix Dialog', () => {
    expect(files).toContain(THE_DIALOG);
    expect(findingsOf(THE_DIALOG, readWebSource(THE_DIALOG))).toContain('Radix Dialog');
  });

  it('is the only dialog: no other file declares one (except the allowed, which still do)', () => {
    const findings = new Map(files.map((file) => [file, findingsOf(file, readWebSource(file))]));
    expect([...findings].flatMap(([file, found]) => violationsOf(file, found))).toEqual([]);
    // An exception that is no longer needed is removed, not left to cover a future dialog.
    const stale = ALLOWED.filter(({ file, findings: allowed }) =>
      allowed.some((finding) => !findings.get(file)?.includes(finding)),
    );
    expect(stale).toEqual([]);
  });

  it('is not loaded by public pages: the entry reaches neither it nor Radix Dialog before a lazy page', () => {
    const closure = staticClosure('main.tsx');
    expect(closure.has('app/shell/site-header.tsx')).toBe(true);
    expect(closure.size).toBeGreaterThan(30);
    expect([...closure].filter((loaded) => loaded === THE_DIALOG || loaded === RADIX_DIALOG)).toEqual([]);
  });
});
