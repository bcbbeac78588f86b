import { useMutation } from '@tanstack/react-query';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/**
 * POST /api/admin/maintenance/index-backfill: starts the move of older records into the new indexes
 * (super admin) and answers at once with the job's id; getIndexBackfill follows it.
 */
export const startIndexBackfill = () => authenticatedRequest('startIndexBackfill');

export const useStartIndexBackfill = () => useMutation({ mutationFn: startIndexBackfill });
