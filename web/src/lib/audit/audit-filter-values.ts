import type { AuditLogAction, AuditLogTargetType } from '@lunia/shared/api/schemas/admin-audit';

/** An audit list's filters as the form holds them: dates are the days of the date inputs (`YYYY-MM-DD`). */
export interface AuditFilterValues {
  actorId: string;
  targetType: AuditLogTargetType | '';
  action: AuditLogAction | '';
  fromDay: string;
  toDay: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { actorId: '', targetType: '', action: '', fromDay: '', toDay: '' };

/** Whether the range is usable (no end before its start). */
export const rangeIsValid = (values: AuditFilterValues) =>
  !values.fromDay || !values.toDay || values.fromDay <= values.toDay;

/** `YYYY-MM-DD` of a date input, as the first or last moment of that day where the viewer is, in ISO (UTC). */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const moment = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** The query an audit route gets for these filters (empty ones left out; an inverted range ignored). */
export function auditQueryOf(values: AuditFilterValues) {
  const valid = rangeIsValid(values);
  const from = valid ? dayBoundary(values.fromDay, 'start') : undefined;
  const to = valid ? dayBoundary(values.toDay, 'end') : undefined;
  return {
    ...(values.actorId ? { actorId: values.actorId } : {}),
    ...(values.targetType ? { targetType: values.targetType } : {}),
    ...(values.action ? { action: values.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
export type AuditQuery = ReturnType<typeof auditQueryOf>;
