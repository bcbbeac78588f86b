import { describe, expect, it } from 'vitest';
import { DocumentUrlCache, URL_CACHE_MAX_ENTRIES, URL_CACHE_TTL_MS } from './url-cache';

const urls = (id: string) => ({ id, viewUrl: `https://s3/${id}?view`, downloadUrl: `https://s3/${id}?download` });

describe('viewer URL cache (spec §9)', () => {
  it('keeps an entry for 30 minutes at most, or until its URLs expire', () => {
    const cache = new DocumentUrlCache();
    cache.set(urls('a'), 0);
    expect(cache.get('a', URL_CACHE_TTL_MS - 1)?.viewUrl).toBe('https://s3/a?view');
    expect(cache.get('a', URL_CACHE_TTL_MS)).toBeUndefined();
    cache.set({ ...urls('b'), urlsExpireAt: 60_000 }, 0);
    expect(cache.get('b', 59_999)).toBeDefined();
    expect(cache.get('b', 60_000)).toBeUndefined();
  });

  it('evicts the oldest 20 % when 50 entries are held', () => {
    const cache = new DocumentUrlCache();
    for (let i = 0; i < URL_CACHE_MAX_ENTRIES; i++) cache.set(urls(`d${i}`), i);
    cache.set(urls('new'), 100);
    expect(cache.size).toBe(URL_CACHE_MAX_ENTRIES - 10 + 1);
    expect(cache.get('d9', 101)).toBeUndefined();
    expect(cache.get('d10', 101)).toBeDefined();
    expect(cache.get('new', 101)).toBeDefined();
  });

  it('drops an entry whose URL was refused', () => {
    const cache = new DocumentUrlCache();
    cache.set(urls('a'), 0);
    cache.drop('a');
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
