import type { registerBody } from '@lunia/shared/api/schemas/users';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

export type RegisterUserInput = z.input<typeof registerBody>;

/** POST /api/auth/register: creates the Cognito user and the profile with a LUNIA ID. */
export const registerUser = (body: RegisterUserInput) => apiRequest('registerUser', { body });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
