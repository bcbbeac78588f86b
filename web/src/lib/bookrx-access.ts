import type { Module } from '@lunia/shared/domain/constants';
import { ApiError } from './api-client';
import { authenticatedRequest } from './auth/authenticated-request';

/**
 * Opens a module in a new tab (issue 24; docs/module-access.md): POST /api/organizations/{orgId}/access
 * for a member acting for an organization (BookRx, Shift or Core), or POST /api/bookrx/access for a
 * person on their own (BookRx), then the signed, single-use, short-lived link. The tab opens inside the
 * click (popup blockers allow that) and is pointed at the link when it arrives; on a refusal it closes
 * and the ApiError (MODULE_NOT_PAID, ORGANIZATION_SUSPENDED, …) is thrown for the page to show.
 */
export async function openModule(module: Module, organizationId?: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { accessUrl } = organizationId
      ? await authenticatedRequest('createOrganizationAccessUrl', {
          params: { orgId: organizationId },
          body: { module },
        })
      : await authenticatedRequest('createBookrxAccessUrl', { body: { module } });
    if (tab) {
      tab.opener = null;
      tab.location.href = accessUrl;
    } else window.open(accessUrl, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** BookRx, from the BookRx network page and the document-upload page ("Access BookRx"). */
export const openBookrx = (organizationId?: string): Promise<void> => openModule('bookrx', organizationId);

/** The translation key (present in both features' namespaces) for a failed `openBookrx`. */
export const bookrxAccessErrorKey = (error: unknown) =>
  error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED'
    ? 'errors.verificationRequired'
    : 'errors.accessFailed';
