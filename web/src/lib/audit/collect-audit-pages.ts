import { AUDIT_EXPORT_MAX_ROWS, type AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';

/** Requests one export makes at most (a filter that matches little may need many short pages). */
export const MAX_EXPORT_REQUESTS = 200;
export const EXPORT_PAGE_SIZE = 100;

export interface CollectedEvents {
  events: AuditEventRow[];
  /** The export stopped before the end of the list (row or request limit). */
  truncated: boolean;
}

/**
 * Every event of the current filter for the CSV export, page after page through the same route the
 * table reads, up to AUDIT_EXPORT_MAX_ROWS rows (the export is bounded and says so:
 * docs/decisions/0033-audit-log.md, "CSV export in the browser, through the list route").
 */
export async function collectAuditPages(
  readPage: (
    cursor: string | undefined,
    limit: number,
  ) => Promise<{ events: AuditEventRow[]; nextCursor?: string | undefined }>,
  onProgress?: (count: number) => void,
): Promise<CollectedEvents> {
  const events: AuditEventRow[] = [];
  let cursor: string | undefined;
  for (let requests = 0; requests < MAX_EXPORT_REQUESTS; requests++) {
    const page = await readPage(cursor, Math.min(EXPORT_PAGE_SIZE, AUDIT_EXPORT_MAX_ROWS - events.length));
    events.push(...page.events);
    onProgress?.(events.length);
    cursor = page.nextCursor;
    if (!cursor) return { events, truncated: false };
    if (events.length >= AUDIT_EXPORT_MAX_ROWS)
      return { events: events.slice(0, AUDIT_EXPORT_MAX_ROWS), truncated: true };
  }
  return { events, truncated: true };
}
