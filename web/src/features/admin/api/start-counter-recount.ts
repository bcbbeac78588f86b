import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/maintenance/counter-recount: starts a recount of every counter from the table
 * (super admin) and answers at once with the job's id; getCounterRecount follows it.
 */
export const startCounterRecount = () => authenticatedRequest('startCounterRecount');

export const useStartCounterRecount = () => useMutation({ mutationFn: startCounterRecount });
