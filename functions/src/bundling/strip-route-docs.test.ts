import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripRouteDocs } from './strip-route-docs';

describe('route entries in Lambda bundles', () => {
  const source = readFileSync(new URL('../../../shared/src/api/routes/account.ts', import.meta.url), 'utf8');
  const stripped = stripRouteDocs(source);

  it('lose summary, spec, needs and the response schema', () => {
    expect(source).toMatch(/summary:/);
    expect(source).toMatch(/needs:/);
    expect(source).toMatch(/response:/);
    expect(stripped).not.toMatch(/\bsummary:|\bspec:|\bneeds:|\bresponse:/);
  });

  it('keep everything the handler stack reads at run time', () => {
    for (const kept of ['method:', 'path:', 'access:', 'status:', 'handler:', 'body:', 'successStatus:']) {
      expect(stripped, kept).toContain(kept);
    }
    expect(stripped).toContain("'/api/auth/register'");
    expect(stripped).toContain('users.registerBody');
  });

  it('keeps the response headers a route adds (read at run time)', () => {
    const verification = readFileSync(
      new URL('../../../shared/src/api/routes/verification-links.ts', import.meta.url),
      'utf8',
    );
    expect(stripRouteDocs(verification)).toContain('responseHeaders:');
  });

  it('leaves objects that are not route entries alone', () => {
    const other = "export const x = { summary: 'a', spec: 'b', needs: [] };";
    expect(stripRouteDocs(other)).toContain("summary: 'a'");
  });
});
