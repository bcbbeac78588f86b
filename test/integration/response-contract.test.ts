/**
 * The API's published description (issue 43): `GET /api/openapi.json` serves docs/openapi.json to anyone,
 * and the check every integration test runs on every 2xx answer (../support/response-contract.ts, called
 * by the test client) refuses what it must (those cases without the stack).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkResponseContract } from '../support/response-contract';
import { sharedStack } from '../support/shared-stack';

const { api } = sharedStack();

describe('GET /api/openapi.json', () => {
  it('serves the generated OpenAPI 3.1 document, the same as docs/openapi.json, without a token', async () => {
    const response = await api('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers?.get('content-type')).toMatch(/^application\/json/);
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(response.body).toEqual(committed);
    expect(response.body.openapi).toBe('3.1.0');
  });
});

const at = (path: string) => `http://127.0.0.1:1${path}`;
const link = { id: 'l1', label: 'Employer', createdAt: 'c', expiresAt: 'e', revokedAt: null, state: 'active' };

describe('the response contract check', () => {
  it('accepts an answer of the documented status and schema', () => {
    expect(() =>
      checkResponseContract('GET', at('/api/verification-links'), 200, {
        links: [{ ...link, viewCount: 0, lastViewedAt: null }],
      }),
    ).not.toThrow();
  });

  it('refuses a field the schema does not describe, at any depth', () => {
    expect(() =>
      checkResponseContract('GET', at('/api/verification-links'), 200, {
        links: [{ ...link, viewCount: 0, lastViewedAt: null, tokenHash: 'leak' }],
      }),
    ).toThrow(/body\.links\[0\]\.tokenHash/);
  });

  it('refuses a missing field or a wrong type', () => {
    expect(() => checkResponseContract('GET', at('/api/verification-links'), 200, { links: [link] })).toThrow(
      /listVerificationLinks.*viewCount/,
    );
    expect(() => checkResponseContract('GET', at('/api/verification-links'), 200, { links: 'none' })).toThrow(
      /outside its documented schema/,
    );
  });

  it('refuses a success status other than the documented one, and matches literal paths before parameters', () => {
    expect(() =>
      checkResponseContract('POST', at('/api/verification-links'), 200, {
        link: { id: 'a', url: 'u', expiresAt: 'e' },
      }),
    ).toThrow(/documented success is 201/);
    expect(() => checkResponseContract('GET', at('/api/openapi.json'), 200, { openapi: '3.1.0' })).toThrow(
      /getOpenApiDocument/,
    );
  });

  it('leaves error answers and paths outside the manifest to the tests themselves', () => {
    expect(() => checkResponseContract('GET', at('/api/verification-links'), 404, { code: 'NOT_FOUND' })).not.toThrow();
    expect(() => checkResponseContract('GET', at('/local/mail-store'), 200, { anything: true })).not.toThrow();
  });
});
