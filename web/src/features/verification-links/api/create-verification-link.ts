import type { CreateVerificationLinkBody } from '@lunia/shared/api/schemas/verification-links';
import { useMutation } from '@tanstack/react-query';
import { verificationLinksChanged } from '../../../entities/verification-links/verification-link-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/verification-links: a new link; its url (with the token) is shown only in this answer. */
export const createVerificationLink = (body: CreateVerificationLinkBody) =>
  authenticatedRequest('createVerificationLink', { body });

export const useCreateVerificationLink = () =>
  useMutation({ mutationFn: createVerificationLink, onSettled: () => verificationLinksChanged() });
