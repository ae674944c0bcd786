/**
 * CSV for spreadsheets (RFC 4180), safe to open: a cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, or a tab or carriage return that some strip before looking) gets a
 * leading apostrophe, so it shows as text; a cell with a comma, quote or line break is quoted,
 * its quotes doubled. Rows end with CRLF.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
