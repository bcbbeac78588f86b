import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/register/resend: a new code if the address has an account waiting for one. The
 * answer never says whether it has, nor whether the 60-second wait held the code back.
 */
export const resendRegistrationCode = (email: string) => apiRequest('resendRegistrationCode', { body: { email } });

export const useResendRegistrationCode = () => useMutation({ mutationFn: resendRegistrationCode });
