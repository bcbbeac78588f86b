import { ApiError } from './api-client';
import { authenticatedRequest } from './auth/authenticated-request';

/**
 * POST /api/bookrx/access (or, with an organization, its access route), then BookRx in a new tab. The tab opens inside the click (popup blockers
 * allow that) and is pointed at the signed, short-lived URL when it arrives. Shared by the BookRx
 * network page and the document-upload page ("Access BookRx").
 */
export async function openBookrx(organizationId?: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    // For an organization: POST /api/organizations/{orgId}/access (a member of an active organization).
    const { accessUrl } = organizationId
      ? await authenticatedRequest('createOrganizationAccessUrl', {
          params: { orgId: organizationId },
          body: { module: 'bookrx' },
        })
      : await authenticatedRequest('createBookrxAccessUrl', { body: { module: 'bookrx' } });
    if (tab) {
      tab.opener = null;
      tab.location.href = accessUrl;
    } else window.open(accessUrl, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The translation key (present in both features' namespaces) for a failed `openBookrx`. */
export const bookrxAccessErrorKey = (error: unknown) =>
  error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED'
    ? 'errors.verificationRequired'
    : 'errors.accessFailed';
