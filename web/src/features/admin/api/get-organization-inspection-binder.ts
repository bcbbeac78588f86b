import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * GET /api/admin/organizations/{orgId}/locations/{locationId}/binder?lang=: a super admin's download
 * of any organization's location inspection binder (issue 40), generated on request like the
 * organization admins' one; nothing is cached.
 */
export const getOrganizationInspectionBinder = ({
  orgId,
  locationId,
  lang,
}: {
  orgId: string;
  locationId: string;
  lang: 'en' | 'es';
}) => authenticatedRequest('getOrganizationInspectionBinder', { params: { orgId, locationId }, query: { lang } });

export const useOrganizationInspectionBinder = () => useMutation({ mutationFn: getOrganizationInspectionBinder });
