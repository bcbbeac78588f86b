import { useId, useMemo, useState } from 'react';
import { AuditEventsList } from '../../../components/audit/audit-events-list';
import { AuditExportButton } from '../../../components/audit/audit-export-button';
import { AuditFilters } from '../../../components/audit/audit-filters';
import {
  listOrganizationActivity,
  useOrganizationActivity,
} from '../../../entities/audit/api/list-organization-activity';
import { type AuditFilterValues, auditQueryOf, NO_AUDIT_FILTERS } from '../../../lib/audit/audit-filter-values';
import { ORGANIZATION_ACTIVITY_ACTIONS, useAuditFormat } from '../../../lib/audit/audit-format';

/**
 * Activity (issue 14): the organization's own events and its documents', newest first, by action
 * and dates, paged and exportable as CSV. Which Lunia admin acted is not shown ("Lunia team").
 */
export function ActivityTab({ orgId }: { orgId: string }) {
  const { t } = useAuditFormat();
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const query = useMemo(() => {
    const { action, from, to } = auditQueryOf(values);
    return { ...(action ? { action } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [values]);
  const list = useOrganizationActivity(orgId, query);
  const headingId = useId();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="font-semibold text-slate-900 text-xl dark:text-white">{t('activity.title')}</h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('activity.description')}</p>
        </div>
        <AuditExportButton readPage={(cursor, limit) => listOrganizationActivity(orgId, query, cursor, limit)} />
      </div>
      <AuditFilters
        values={values}
        onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        actions={ORGANIZATION_ACTIVITY_ACTIONS}
      />
      <AuditEventsList list={list} caption={t('activity.caption')} headingId={headingId} />
    </div>
  );
}
