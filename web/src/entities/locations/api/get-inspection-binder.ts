import { useMutation } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type InspectionBinder = ApiResponse<'getInspectionBinder'>['binder'];

/**
 * GET /api/locations/{id}/binder?lang=: the location's inspection binder, a PDF generated on request
 * (base64 in the answer). Nothing is cached: each download is generated again, so it is as of now.
 */
export const getInspectionBinder = ({ id, lang }: { id: string; lang: 'en' | 'es' }) =>
  authenticatedRequest('getInspectionBinder', { params: { locationId: id }, query: { lang } });

export const useInspectionBinder = () => useMutation({ mutationFn: getInspectionBinder });
