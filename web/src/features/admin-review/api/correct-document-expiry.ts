import { useMutation } from '@tanstack/react-query';
import { expiryCorrected } from '../../../entities/document-review/document-review-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * PUT /api/admin/documents/{documentId}/expiry: an admin corrects the expiry date read off the
 * document (individual or organization document; a past date is allowed, it records the truth).
 */
export const correctDocumentExpiry = ({ documentId, expiresOn }: { documentId: string; expiresOn: string }) =>
  authenticatedRequest('correctDocumentExpiry', { params: { documentId }, body: { expiresOn } });

/** The queue and the expiring-soon list show the new date either way (a refusal may mean it changed). */
export const useCorrectDocumentExpiry = () =>
  useMutation({
    mutationFn: correctDocumentExpiry,
    onSettled: async () => {
      await expiryCorrected();
    },
  });
