import type { NameChangeBody } from '@lunia/shared/api/schemas/name-changes';
import { useMutation } from '@tanstack/react-query';
import { profileUpdated } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/profile/name-change: a new legal name held for Lunia's review (issue 38). */
export const requestNameChange = (body: NameChangeBody) => authenticatedRequest('requestNameChange', { body });

/** DELETE /api/profile/name-change: the held name withdrawn; the name on file stays. */
export const withdrawNameChange = () => authenticatedRequest('withdrawNameChange');

export const useRequestNameChange = () => useMutation({ mutationFn: requestNameChange, onSuccess: profileUpdated });

export const useWithdrawNameChange = () => useMutation({ mutationFn: withdrawNameChange, onSuccess: profileUpdated });
