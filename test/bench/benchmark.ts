/** What every benchmark module returns, so run.ts can print and judge them the same way. */
export interface BenchmarkResult {
  /** Heading printed above the table, including the budget being checked. */
  name: string;
  /** One row per measured thing; column order follows the first row's keys. */
  rows: Record<string, string>[];
  /** Human-readable budget violations; empty when everything is within budget. */
  failures: string[];
}

export interface Benchmark {
  /** Short id used on the command line: `npm run bench -- lambda`. */
  id: string;
  run: () => Promise<BenchmarkResult>;
}

export function formatTable(rows: Record<string, string>[]): string {
  const first = rows[0];
  if (!first) return '(no rows)';
  const columns = Object.keys(first);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(columns.map((c) => row[c] ?? ''))),
  ].join('\n');
}
