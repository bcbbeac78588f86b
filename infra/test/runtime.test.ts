/**
 * The tests run on the runtime production runs (issue 44): the Lambda runtime CDK deploys, the
 * target the functions are bundled for, the Node the repository installs for `npm test` and
 * `npm start` (the `node` dev dependency), and the Node this test runs on share one major version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function major(label: string, text: string, pattern: RegExp): number {
  const found = pattern.exec(text);
  if (!found) throw new Error(`${label}: no Node version found by ${pattern}`);
  return Number(found[1]);
}

describe('one Node major from tests to production', () => {
  const lambda = major('Lambda runtime', read('infra/constructs/api-function.ts'), /Runtime\.NODEJS_(\d+)_X/);
  const bundle = major('bundle target', read('functions/build.ts'), /target: 'node(\d+)'/);
  const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string>; engines: { node: string } };
  const installed = major('node dev dependency', pkg.devDependencies.node ?? '', /^[\^~]?(\d+)\./);
  const engines = major('engines.node', pkg.engines.node, /^>=(\d+)\./);

  it('the bundle target and the installed Node are the Lambda runtime', () => {
    expect({ bundle, installed, engines }).toEqual({ bundle: lambda, installed: lambda, engines: lambda });
  });

  it('the tests run on the Lambda runtime major (npm scripts use node_modules/.bin/node)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(lambda);
  });
});
