import { AUDIT_LOG_ACTIONS } from '@lunia/shared/api/schemas/admin-audit';
import { useId, useMemo } from 'react';
import { AuditEventsList } from '../../../components/audit/audit-events-list';
import { AuditExportButton } from '../../../components/audit/audit-export-button';
import { AuditFilters } from '../../../components/audit/audit-filters';
import { listAuditEvents, useAuditEvents } from '../../../entities/audit/api/list-audit-events';
import { auditQueryOf } from '../../../lib/audit/audit-filter-values';
import { useAuditFormat } from '../../../lib/audit/audit-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AdminPageHeader } from '../components/admin-page';
import { useAuditFilters } from '../hooks/use-audit-filters';

/**
 * /admin/audit (issue 14): every recorded change, newest first, filtered by actor, target type,
 * action and dates (kept in the address), paged, and exported as CSV with the same filters.
 */
export function AuditLogPage() {
  const { t } = useAuditFormat();
  usePageMeta({ title: t('page.metaTitle'), description: t('page.metaDescription') });
  const { values, update } = useAuditFilters();
  const query = useMemo(() => auditQueryOf(values), [values]);
  const list = useAuditEvents(query);
  const headingId = useId();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={<AuditExportButton readPage={(cursor, limit) => listAuditEvents(query, cursor, limit)} />}
      />
      <AuditFilters values={values} onChange={update} actions={AUDIT_LOG_ACTIONS} withActor withTargetType />
      <AuditEventsList
        list={list}
        caption={t('page.caption')}
        headingId={headingId}
        onActorFilter={(actorId) => update({ actorId })}
      />
    </div>
  );
}
