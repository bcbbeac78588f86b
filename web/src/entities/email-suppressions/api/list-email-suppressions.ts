import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { emailSuppressionKeys } from '../email-suppression-keys';

export type EmailSuppression = ApiResponse<'listEmailSuppressions'>['suppressions'][number];

export const EMAIL_SUPPRESSIONS_PAGE_SIZE = 25;

/** GET /api/admin/email-suppressions: addresses no e-mail goes to (a hard bounce or a complaint), newest first. */
export const listEmailSuppressions = (cursor: string | undefined) =>
  authenticatedRequest('listEmailSuppressions', { query: { limit: EMAIL_SUPPRESSIONS_PAGE_SIZE, cursor } });

export const emailSuppressionsQueryOptions = () =>
  cursorPagesQueryOptions(emailSuppressionKeys.list, listEmailSuppressions);
export const useEmailSuppressions = () => useInfiniteQuery(emailSuppressionsQueryOptions());
