/**
 * The read-capacity bench (test/bench/read-capacity.ts) measures every list route of the manifest:
 * a new implemented GET route returning a list fails here until it is measured in
 * test/bench/list-routes.ts, or excluded there with its reason.
 */
import { routes } from '@lunia/shared/api/routes';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { manifestListRoutes, returnsList, unaccountedListRoutes } from '../bench/list-routes';

describe('bench list routes', () => {
  it('tells a list response from other responses', () => {
    expect(returnsList(z.object({ items: z.array(z.string()), nextCursor: z.optional(z.string()) }))).toBe(true);
    expect(returnsList(z.object({ items: z.optional(z.nullable(z.array(z.string()))) }))).toBe(true);
    expect(returnsList(z.array(z.object({ id: z.string() })))).toBe(true);
    expect(returnsList(z.object({ job: z.object({ ids: z.array(z.string()) }), total: z.number() }))).toBe(false);
    expect(returnsList(z.object({ viewUrl: z.string() }))).toBe(false);
  });

  it('finds the list routes of the manifest', () => {
    const found = manifestListRoutes();
    expect(found).toContain('listAdminDocuments');
    expect(found).toContain('listMyDocuments');
    expect(found).not.toContain('getDocumentViewUrl');
    expect(found.every((id) => routes[id].method === 'GET' && routes[id].status === 'implemented')).toBe(true);
  });

  it('measures or excludes every list route, and names only implemented routes', () => {
    expect(unaccountedListRoutes()).toEqual({ missing: [], stale: [] });
  });
});
