import type { ExtensionOrderBody } from '@lunia/shared/api/schemas/admin-extension-orders';
import { useMutation } from '@tanstack/react-query';
import { extensionOrdersChanged } from '../../../../entities/extension-orders/extension-order-cache';
import { authenticatedRequest } from '../../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/extension-orders (super admin): records the order once; the server extends the
 * matching documents one by one, and the orders list follows its progress.
 */
export const applyExtensionOrder = (body: ExtensionOrderBody) => authenticatedRequest('applyExtensionOrder', { body });

export const useApplyExtensionOrder = () =>
  useMutation({ mutationFn: applyExtensionOrder, onSettled: () => extensionOrdersChanged() });
