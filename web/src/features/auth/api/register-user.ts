import type { registerBody } from '@lunia/shared/api/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

export type RegisterUserInput = z.input<typeof registerBody>;

/**
 * POST /api/auth/register: the account waits for the code e-mailed to the address (issue 25). The
 * answer is the same whether or not the address already had an account.
 */
export const registerUser = (body: RegisterUserInput) => apiRequest('registerUser', { body });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
