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

/** Saves a binder's PDF under its file name (the organization's admins and a super admin, issue 40). */
export function saveInspectionBinder(binder: InspectionBinder): void {
  const bytes = Uint8Array.from(atob(binder.pdfBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: binder.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = binder.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
