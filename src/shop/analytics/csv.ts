/**
 * CSV downloads of the dashboards' tables (issue 28), shaped for Excel in Japan: UTF-8 with a byte-order mark (or
 * Excel reads the Japanese as Shift_JIS mojibake), CRLF line ends, RFC 4180 quoting (a field with a comma, a quote,
 * CR or LF is quoted; quotes are doubled). Cells that a spreadsheet would run as a formula — text starting with
 * = + - @ (or a tab or CR) — get a leading apostrophe (OWASP "CSV injection"); numbers are written as numbers, so
 * a negative amount stays a number. Pure.
 */
import type { FigureCell, FigureTableData } from './figure'

export const CSV_BOM = '\uFEFF'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

const FORMULA_START = /^[=+\-@\t\r]/

/** One field as written in the file. */
export function csvField(value: FigureCell | boolean | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, the header line, one line per row, CRLF after every line. */
export function toCsv(header: readonly string[], rows: readonly (readonly FigureCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(','))
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`
}

/** A figure table as CSV (column labels as the header). */
export const figureTableCsv = (table: FigureTableData): string =>
  toCsv(
    table.columns.map((c) => c.label),
    table.rows,
  )

/** `sales-2026-11-29.csv`, or `sales-daily-2026-11-29.csv` with a table name; ASCII only, safe in a header. */
export function csvFilename(dashboard: string, day: string, table?: string): string {
  const safe = (s: string) => s.replace(/[^a-z0-9-]/gi, '')
  return `${[safe(dashboard), table ? safe(table) : null, safe(day)].filter(Boolean).join('-')}.csv`
}
