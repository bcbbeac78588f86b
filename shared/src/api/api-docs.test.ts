import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './api-docs';

describe('docs/api.md', () => {
  it('is the current rendering of the manifest (run `npm run docs:api` after changing a route)', () => {
    const committed = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderApiDocs());
  });
});
