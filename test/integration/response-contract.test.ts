/**
 * The check every integration test runs on every 2xx answer (../support/response-contract.ts, called by
 * the test client): these cases show it refuses what it must, without the stack.
 */
import { describe, expect, it } from 'vitest';
import { checkResponseContract } from '../support/response-contract';

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
