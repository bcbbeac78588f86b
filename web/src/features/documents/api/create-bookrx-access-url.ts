import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/bookrx/access: a signed, short-lived BookRx URL (only for a fully approved user). */
export const createBookrxAccessUrl = () =>
  authenticatedRequest('createBookrxAccessUrl', { body: { module: 'bookrx' } });

/**
 * Opens BookRx in a new tab. The tab is opened at once (inside the click, so popup blockers allow it)
 * and pointed at the signed URL when it arrives.
 */
export async function openBookrx(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { accessUrl } = await createBookrxAccessUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = accessUrl;
    } else window.open(accessUrl, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
