import { describe, expect, it } from 'vitest'

import { csvField, csvFilename, figureTableCsv, toCsv } from '@/shop/analytics/csv'

describe('toCsv', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    expect(toCsv(['日付', '売上'], [['2026-11-01', 1234]])).toBe('\uFEFF日付,売上\r\n2026-11-01,1234\r\n')
  })
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('彼は"はい"と')).toBe('"彼は""はい""と"')
    expect(csvField('一行目\n二行目')).toBe('"一行目\n二行目"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
    expect(csvField('plain')).toBe('plain')
  })
  it('guards cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvField('+81')).toBe("'+81")
    expect(csvField('-1+2')).toBe("'-1+2")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tx')).toBe("'\tx")
  })
  it('writes numbers as numbers (negative too) and null as empty', () => {
    expect(csvField(-500)).toBe('-500')
    expect(csvField(0.25)).toBe('0.25')
    expect(csvField(null)).toBe('')
    expect(csvField(Number.NaN)).toBe('')
  })
  it('writes a figure table with its column labels', () => {
    const csv = figureTableCsv({
      name: 't',
      title: 'T',
      columns: [
        { label: '理由', kind: 'text' },
        { label: '件数', kind: 'count' },
      ],
      rows: [
        ['その他, 自由記述', 2],
        ['回答なし', null],
      ],
    })
    expect(csv).toBe('\uFEFF理由,件数\r\n"その他, 自由記述",2\r\n回答なし,\r\n')
  })
})

describe('csvFilename', () => {
  it('names the dashboard, the table and the day, ASCII only', () => {
    expect(csvFilename('sales', '2026-11-29')).toBe('sales-2026-11-29.csv')
    expect(csvFilename('sales', '2026-11-29', 'daily')).toBe('sales-daily-2026-11-29.csv')
    expect(csvFilename('sales"\r\n', '2026-11-29', '日別')).toBe('sales-2026-11-29.csv')
  })
})
