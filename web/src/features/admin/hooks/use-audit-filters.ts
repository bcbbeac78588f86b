import { AUDIT_LOG_ACTIONS, AUDIT_TARGET_TYPES } from '@lunia/shared/api/schemas/admin-audit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditFilterValues } from '../../../lib/audit/audit-filter-values';

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null): Value | '' =>
  values.find((value) => value === raw) ?? '';
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');
const actor = (raw: string | null) => (raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : '');

/**
 * The audit log's filters, kept in the address (`?actorId=&targetType=&action=&fromDay=&toDay=`) so a
 * link or a reload shows the same list. Unknown values are dropped; empty ones leave the address.
 */
export function useAuditFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const actorId = actor(searchParams.get('actorId'));
  const targetType = oneOf(AUDIT_TARGET_TYPES, searchParams.get('targetType'));
  const action = oneOf(AUDIT_LOG_ACTIONS, searchParams.get('action'));
  const fromDay = day(searchParams.get('fromDay'));
  const toDay = day(searchParams.get('toDay'));
  const values = useMemo<AuditFilterValues>(
    () => ({ actorId, targetType, action, fromDay, toDay }),
    [actorId, targetType, action, fromDay, toDay],
  );

  const update = useCallback(
    (change: Partial<AuditFilterValues>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { values, update };
}
