/**
 * CSV for spreadsheets (RFC 4180): cells quoted when they hold a quote, comma, semicolon or line break,
 * with quotes doubled (Excel set to a `;` list separator, as Spanish locales are, splits an unquoted
 * cell at its semicolons); a cell that a spreadsheet would read as a formula (starting with = + - @,
 * after any leading spaces, or with a tab or a carriage return) is prefixed with a single quote, so it
 * shows as text and never runs. The file
 * starts with a UTF-8 byte order mark so Excel reads accents and ñ right, and lines end in CRLF.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^(?: *[=+\-@]|[\t\r])/;
const NEEDS_QUOTES = /[",;\r\n]/;
export const UTF8_BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${UTF8_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
