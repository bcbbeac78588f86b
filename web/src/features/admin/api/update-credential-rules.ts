import type { UpdateCredentialRulesBody } from '@lunia/shared/api/schemas/credentials';
import { useMutation } from '@tanstack/react-query';
import { credentialRulesChanged } from '../../../entities/credentials/credential-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/admin/credential-rules: a super admin overrides (or resets) one credential type's rules. */
export const updateCredentialRules = (body: UpdateCredentialRulesBody) =>
  authenticatedRequest('updateCredentialRules', { body });

export const useUpdateCredentialRules = () =>
  useMutation({
    mutationFn: updateCredentialRules,
    onSuccess: credentialRulesChanged,
  });
