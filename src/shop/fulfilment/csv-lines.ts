/**
 * CSV as carriers exchange it (RFC 4180: comma, CRLF, fields in double quotes with "" inside). The writer quotes
 * every field — B2クラウド and spreadsheets both read that — and does not guard formulas with a leading ' (that
 * guard, right for the analytics downloads, would print on the label); the carrier file is not opened as a
 * spreadsheet by its readers, and every field is ours or the customer's checked input.
 */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')
}

export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map(csvLine).join('\r\n') + '\r\n'

export interface CsvRecord {
  /** 1-based line number in the file where the record starts (what staff see in an editor). */
  line: number
  cells: string[]
}

/**
 * Parses CSV text into records with their line numbers. Blank lines are skipped. A quote left open runs to the
 * end of the file, like spreadsheets read it; the caller reports such a record by its line.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  let touched = false
  const endRecord = () => {
    cells.push(cell)
    if (touched || cells.length > 1 || cell !== '') records.push({ line: start, cells })
    cells = []
    cell = ''
    touched = false
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n') line++
        cell += ch
      }
      continue
    }
    if (ch === '"') {
      quoted = true
      touched = true
    } else if (ch === ',') {
      cells.push(cell)
      cell = ''
      touched = true
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else cell += ch
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord()
  return records
}
