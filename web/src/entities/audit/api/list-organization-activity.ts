import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../lib/audit/audit-filter-values';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { auditKeys } from '../audit-keys';

export const ACTIVITY_PAGE_SIZE = 25;

export type ActivityQuery = Pick<AuditQuery, 'action' | 'from' | 'to'>;

/**
 * GET /api/organizations/{orgId}/activity: one page of the organization's activity (its own events
 * and its documents'), newest first. A page can be short and still have a `nextCursor`.
 */
export const listOrganizationActivity = (
  orgId: string,
  filters: ActivityQuery,
  cursor: string | undefined,
  limit = ACTIVITY_PAGE_SIZE,
) => authenticatedRequest('listOrganizationActivity', { params: { orgId }, query: { ...filters, limit, cursor } });

export const organizationActivityQueryOptions = (orgId: string, filters: ActivityQuery) =>
  cursorPagesQueryOptions(auditKeys.organization(orgId, filters), (cursor) =>
    listOrganizationActivity(orgId, filters, cursor),
  );

export const useOrganizationActivity = (orgId: string, filters: ActivityQuery) =>
  useInfiniteQuery({ ...organizationActivityQueryOptions(orgId, filters), placeholderData: keepPreviousData });
