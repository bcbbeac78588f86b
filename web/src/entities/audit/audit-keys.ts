import type { AuditQuery } from '../../lib/audit/audit-filter-values';

/** The query keys of audit events: the platform's log (admins) and an organization's activity. */
export const auditKeys = {
  all: ['audit'] as const,
  platform: (filters: AuditQuery) => ['audit', 'platform', filters] as const,
  organization: (orgId: string, filters: Pick<AuditQuery, 'action' | 'from' | 'to'>) =>
    ['audit', 'organization', orgId, filters] as const,
};
