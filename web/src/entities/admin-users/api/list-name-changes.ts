import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { adminUserKeys } from '../admin-user-keys';

export type HeldNameChange = ApiResponse<'listNameChanges'>['changes'][number];

/** GET /api/admin/name-changes: people whose new legal name waits for review, oldest request first (issue 38). */
export const listNameChanges = (cursor: string | undefined) =>
  authenticatedRequest('listNameChanges', { query: { cursor, limit: 25 } });

export const nameChangesQueryOptions = () => cursorPagesQueryOptions(adminUserKeys.nameChanges, listNameChanges);

export const useNameChanges = () => useInfiniteQuery(nameChangesQueryOptions());
