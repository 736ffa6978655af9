/**
 * CSV text for spreadsheets (RFC 4180): every text cell quoted when it holds a quote, comma or
 * line break, quotes doubled, lines ended with CRLF. Text that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return that hides one) is prefixed with
 * an apostrophe, so a customer's name or a note can never become a formula on the accountant's
 * machine. Numbers are written as they are: a negative amount stays a number.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
