import { useMutation } from '@tanstack/react-query';
import { expiryCheckRan } from '../../../entities/document-review/document-review-cache';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type ExpiryRun = ApiResponse<'runExpiryCheck'>['run'];

/**
 * POST /api/admin/maintenance/expiry-check: today's expiry check now (the daily job): reminders at
 * 60/30/7/0 days, each once per document and threshold, and the access fallbacks; answers its figures.
 */
export const runExpiryCheck = () => authenticatedRequest('runExpiryCheck');

export const useRunExpiryCheck = () =>
  useMutation({
    mutationFn: runExpiryCheck,
    onSuccess: expiryCheckRan,
  });
