import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { DocumentUrlCache, type UrlCacheEntry } from '../url-cache';

/** One cache for the page's lifetime, shared by every viewer. */
export const documentUrlCache = new DocumentUrlCache();

/** GET /api/documents/{id}/view, through the cache. `fresh` skips (and replaces) a cached entry. */
export async function getDocumentUrls(documentId: string, { fresh = false } = {}): Promise<UrlCacheEntry> {
  if (fresh) documentUrlCache.drop(documentId);
  const cached = documentUrlCache.get(documentId);
  if (cached) return cached;
  const urls = await authenticatedRequest('getDocumentViewUrl', { params: { documentId } });
  return documentUrlCache.set({
    id: documentId,
    viewUrl: urls.viewUrl,
    downloadUrl: urls.downloadUrl,
    urlsExpireAt: Date.parse(urls.expiresAt) || undefined,
  });
}

/** GET /api/documents/{id}/download: a fresh download URL (recorded in the document's timeline). */
export const getDocumentDownloadUrl = (documentId: string) =>
  authenticatedRequest('getDocumentDownloadUrl', { params: { documentId } });
