/**
 * Build-time only: removes what the route manifest says for people and for infra — `summary`, `spec`,
 * IAM `needs` and the `response` schema — from the route entries a Lambda bundles. A handler bundles
 * its whole area group (shared/src/api/routes/<area>.ts), and only `method`, `path`, `access`, the body
 * and query schemas and `successStatus` matter at run time; the rest cost every function of the area
 * bytes of cold start. The response schema documents the answer (docs/openapi.json) and is checked by
 * the integration tests' contract check, never by the handler stack, which sends what the use case
 * returns (issue 43: -6.5 KB for account/delete-my-account, whose group carries the data export's schema).
 * The local stack runs from source and keeps everything; so do the CDK app and the docs generator.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

const DOCUMENTATION_ONLY = new Set(['summary', 'spec', 'needs', 'response']);

const nameOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/** A route entry: an object literal with `method`, `path` and `handler` properties. */
const isRouteEntry = (node: ts.ObjectLiteralExpression) => {
  const names = new Set(node.properties.map(nameOf));
  return names.has('method') && names.has('path') && names.has('handler');
};

export function stripRouteDocs(source: string, fileName = 'routes.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => (root) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isObjectLiteralExpression(node) && isRouteEntry(node)) {
        const kept = node.properties.filter((property) => !DOCUMENTATION_ONLY.has(nameOf(property) ?? ''));
        return context.factory.updateObjectLiteralExpression(node, kept);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(root, visit) as ts.SourceFile;
  };
  const result = ts.transform(file, [transformer]);
  const printed = ts.createPrinter().printFile(result.transformed[0] as ts.SourceFile);
  result.dispose();
  return printed;
}

/** The esbuild plugin applying `stripRouteDocs` to the area groups of the route manifest. */
export const stripRouteDocsPlugin: Plugin = {
  name: 'strip-route-docs',
  setup(build) {
    build.onLoad({ filter: /shared[\\/]src[\\/]api[\\/]routes[\\/][^\\/]+\.ts$/ }, async (args) => ({
      contents: stripRouteDocs(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};
