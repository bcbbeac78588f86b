import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/extension-orders/preview: what the order would extend (how many approved
 * documents, and the first of them). Nothing is recorded, so no cache changes.
 */
export const previewExtensionOrder = (body: ExtensionOrderBody) =>
  authenticatedRequest('previewExtensionOrder', { body });

export const usePreviewExtensionOrder = () => useMutation({ mutationFn: previewExtensionOrder });
