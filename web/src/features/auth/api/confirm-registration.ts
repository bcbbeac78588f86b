import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register/confirm: the code e-mailed at registration makes the account usable (issue 25). */
export const confirmRegistration = (body: { email: string; code: string }) =>
  apiRequest('confirmRegistration', { body });

export const useConfirmRegistration = () => useMutation({ mutationFn: confirmRegistration });
