import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/register/confirm: the code e-mailed at registration, with the password chosen then,
 * creates the account (issues 25 and 38).
 */
export const confirmRegistration = (body: { email: string; code: string; password: string }) =>
  apiRequest('confirmRegistration', { body });

export const useConfirmRegistration = () => useMutation({ mutationFn: confirmRegistration });
