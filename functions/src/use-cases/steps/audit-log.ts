/**
 * The audit log's paging (docs/data-model.md, "Audit log"): which index partitions a filter reads,
 * in what order, and the opaque cursor. Every read is a Query on one partition (data/audit-events.ts
 * `queryAuditLog`), newest first:
 * - an actor: that actor's events;
 * - an organization: the events that concern it;
 * - otherwise every event, month by month backwards from the end of the date range (or this month) to
 *   its start (or AUDIT_LOG_FIRST_MONTH).
 * Action and target type are FilterExpressions on that Query. A request examines at most
 * MAX_EXAMINED items and MAX_MONTHS month partitions, so a page may be short and still have a
 * cursor: `{ below }`, the sort key (`<at>#<eventId>`, or a month `YYYY-MM`) to continue under.
 */
import type { AuditEventsQuery } from '@lunia/shared/api/schemas/admin-audit';
import { AppError } from '@lunia/shared/errors';
import { type AuditEvent, queryAuditLog } from '../../data/audit-events';
import { decodeCursor, encodeCursor } from './cursor';

/** No event is older than this month (the product's first). The log without a start date walks back to it. */
export const AUDIT_LOG_FIRST_MONTH = '2025-01';
export const DEFAULT_AUDIT_PAGE_SIZE = 50;
/** Items one request examines at most, across partitions (a filter may drop most of them). */
export const MAX_EXAMINED = 1000;
/** Month partitions one request reads at most. */
export const MAX_MONTHS = 24;
/** Above and below every sort key: the ends of an open range (a key condition takes no empty string). */
const TOP = '~';
const BOTTOM = '0';

export type AuditLogSource =
  | { kind: 'actor'; actorId: string }
  | { kind: 'organization'; orgId: string }
  | { kind: 'all' };

export type AuditLogFilters = Pick<AuditEventsQuery, 'action' | 'targetType' | 'from' | 'to' | 'limit' | 'cursor'>;

const invalid = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, field);

function belowOf(cursor: string | undefined): string | undefined {
  const decoded = decodeCursor(cursor);
  if (!decoded) return undefined;
  const below = decoded.below;
  if (typeof below === 'string' && /^\d{4}-\d{2}/.test(below) && Object.keys(decoded).length === 1) return below;
  throw invalid('The cursor is invalid.', 'cursor');
}

/** `YYYY-MM` before `month`. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

export interface AuditLogPage {
  events: AuditEvent[];
  nextCursor?: string;
}

export async function auditLogPage(source: AuditLogSource, filters: AuditLogFilters): Promise<AuditLogPage> {
  // Times are compared as text: normalise to the events' own form (toISOString, UTC, milliseconds).
  const from = filters.from ? new Date(filters.from).toISOString() : BOTTOM;
  const to = filters.to ? `${new Date(filters.to).toISOString()}#${TOP}` : TOP;
  if (filters.from && filters.to && from > to) throw invalid('The end of the date range is before its start.', 'to');
  const below = belowOf(filters.cursor);
  const limit = filters.limit ?? DEFAULT_AUDIT_PAGE_SIZE;
  const common = {
    from,
    to,
    below,
    action: filters.action,
    targetType: filters.targetType,
  };
  const next = (key: string | undefined): AuditLogPage['nextCursor'] =>
    key ? encodeCursor({ below: key }) : undefined;

  if (source.kind !== 'all') {
    const read = await queryAuditLog({
      ...common,
      partition: source,
      want: limit,
      budget: MAX_EXAMINED,
    });
    const nextCursor = next(read.resumeBelow);
    return { events: read.events, ...(nextCursor ? { nextCursor } : {}) };
  }

  const upper = below !== undefined && below < to ? below : to;
  const fromMonth = from.slice(0, 7);
  const firstMonth = filters.from && fromMonth > AUDIT_LOG_FIRST_MONTH ? fromMonth : AUDIT_LOG_FIRST_MONTH;
  let month = upper === TOP ? new Date().toISOString().slice(0, 7) : upper.slice(0, 7);
  const events: AuditEvent[] = [];
  let examined = 0;
  for (let months = 1; month >= firstMonth; months++) {
    const read = await queryAuditLog({
      ...common,
      partition: { kind: 'month', month },
      want: limit - events.length,
      budget: MAX_EXAMINED - examined,
    });
    events.push(...read.events);
    examined += read.examined;
    if (read.resumeBelow) return { events, nextCursor: encodeCursor({ below: read.resumeBelow }) };
    const more = month > firstMonth;
    if (!more) break;
    // This month is done: the next page starts under it.
    if (events.length >= limit || examined >= MAX_EXAMINED || months >= MAX_MONTHS) {
      return { events, nextCursor: encodeCursor({ below: month }) };
    }
    month = previousMonth(month);
  }
  return { events };
}
