/** Spec §9 viewer cache: entries live 30 minutes, at most 50, and the oldest 20 % go when it is full. */
export const URL_CACHE_TTL_MS = 30 * 60 * 1000;
export const URL_CACHE_MAX_ENTRIES = 50;
export const URL_CACHE_EVICT_FRACTION = 0.2;

/** Spec §3 viewer cache entry. `expiresAt` is the earlier of the cache's 30 minutes and the URLs' own expiry. */
export interface UrlCacheEntry {
  id: string;
  viewUrl: string;
  downloadUrl: string;
  thumbnail: string | null;
  timestamp: number;
  expiresAt: number;
}

export class DocumentUrlCache {
  private readonly entries = new Map<string, UrlCacheEntry>();

  get size(): number {
    return this.entries.size;
  }

  get(id: string, now = Date.now()): UrlCacheEntry | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  set(
    {
      id,
      viewUrl,
      downloadUrl,
      urlsExpireAt,
    }: { id: string; viewUrl: string; downloadUrl: string; urlsExpireAt?: number },
    now = Date.now(),
  ): UrlCacheEntry {
    this.entries.delete(id);
    if (this.entries.size >= URL_CACHE_MAX_ENTRIES) this.evictOldest();
    const expiresAt = Math.min(now + URL_CACHE_TTL_MS, urlsExpireAt ?? Number.POSITIVE_INFINITY);
    const entry: UrlCacheEntry = { id, viewUrl, downloadUrl, thumbnail: null, timestamp: now, expiresAt };
    this.entries.set(id, entry);
    return entry;
  }

  /** An expired or refused URL: forget it so the next look-up asks the server again. */
  drop(id: string): void {
    this.entries.delete(id);
  }

  private evictOldest(): void {
    const count = Math.max(1, Math.ceil(this.entries.size * URL_CACHE_EVICT_FRACTION));
    const oldest = [...this.entries.values()].sort((a, b) => a.timestamp - b.timestamp).slice(0, count);
    for (const entry of oldest) this.entries.delete(entry.id);
  }
}
