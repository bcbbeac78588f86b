import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery } from '../../../lib/audit/audit-filter-values';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { auditKeys } from '../audit-keys';

export const AUDIT_PAGE_SIZE = 50;

/**
 * GET /api/admin/audit-events: one page of the audit log, newest first, for the filters. A page can
 * be short (or empty) and still have a `nextCursor`: each request reads a bounded number of items.
 */
export const listAuditEvents = (filters: AuditQuery, cursor: string | undefined, limit = AUDIT_PAGE_SIZE) =>
  authenticatedRequest('listAuditEvents', { query: { ...filters, limit, cursor } });

export const auditEventsQueryOptions = (filters: AuditQuery) =>
  cursorPagesQueryOptions(auditKeys.platform(filters), (cursor) => listAuditEvents(filters, cursor));

/** The table keeps the previous result on screen while a new filter loads. */
export const useAuditEvents = (filters: AuditQuery) =>
  useInfiniteQuery({ ...auditEventsQueryOptions(filters), placeholderData: keepPreviousData });
