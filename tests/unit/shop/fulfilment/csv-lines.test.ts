import { describe, expect, it } from 'vitest'

import { csvLine, csvText, parseCsv } from '@/shop/fulfilment/csv-lines'

describe('csvLine / csvText', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvLine(['a', 'b'])).toBe('"a","b"')
    expect(csvLine(['', 0, 12])).toBe('"","0","12"')
    expect(csvLine(['say "hi"', 'a,b'])).toBe('"say ""hi""","a,b"')
    expect(csvLine(['"'])).toBe('""""')
    expect(csvLine(['line1\nline2'])).toBe('"line1\nline2"')
    expect(csvLine([])).toBe('')
  })

  it("does not guard formulas with a leading '", () => {
    expect(csvLine(['=SUM(A1)', '+1', '-1', '@x'])).toBe('"=SUM(A1)","+1","-1","@x"')
  })

  it('joins rows with CRLF and ends with CRLF', () => {
    expect(
      csvText([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('"a","1"\r\n"b","2"\r\n')
  })

  it('parseCsv reads back what csvText writes', () => {
    const rows = [
      ['注文番号', '住所', 'メモ'],
      ['W261123-048213', '東京都港区1-2-3, 4F', 'say "hello"\r\nnext line'],
      ['', '', ''],
      ['x', '"', '""'],
    ]
    expect(parseCsv(csvText(rows)).map((r) => r.cells)).toEqual(rows)
  })
})

describe('parseCsv', () => {
  it('reads unquoted and quoted fields, with quoted commas and doubled quotes', () => {
    expect(parseCsv('a,b,c\n"x,y","he said ""no""",z\n')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x,y', 'he said "no"', 'z'] },
    ])
  })

  it('reads CRLF and LF alike', () => {
    const expected = [
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
      { line: 3, cells: ['e', 'f'] },
    ]
    expect(parseCsv('a,b\r\nc,d\r\ne,f\r\n')).toEqual(expected)
    expect(parseCsv('a,b\nc,d\ne,f\n')).toEqual(expected)
    expect(parseCsv('a,b\r\nc,d\ne,f\r\n')).toEqual(expected)
  })

  it('keeps a newline inside quotes in the cell, and the following records keep their line numbers', () => {
    expect(parseCsv('"a\nb",c\r\n"x\r\ny\r\nz",w\r\nlast,row\r\n')).toEqual([
      { line: 1, cells: ['a\nb', 'c'] },
      { line: 3, cells: ['x\r\ny\r\nz', 'w'] },
      { line: 6, cells: ['last', 'row'] },
    ])
  })

  it('skips blank lines but counts them', () => {
    expect(parseCsv('\r\na,b\r\n\r\n\r\nc,d\n\n')).toEqual([
      { line: 2, cells: ['a', 'b'] },
      { line: 5, cells: ['c', 'd'] },
    ])
  })

  it('keeps a line of empty fields (not blank)', () => {
    expect(parseCsv(',\n""\n')).toEqual([
      { line: 1, cells: ['', ''] },
      { line: 2, cells: [''] },
    ])
  })

  it('reads a last line without a newline', () => {
    expect(parseCsv('a,b\r\nc,d')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
    ])
    expect(parseCsv('a,"b"')).toEqual([{ line: 1, cells: ['a', 'b'] }])
    expect(parseCsv('a,')).toEqual([{ line: 1, cells: ['a', ''] }])
  })

  it('runs an open quote to the end of the file', () => {
    expect(parseCsv('a,b\n"open,\nstill\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['open,\nstill\n'] },
    ])
  })

  it('is empty for an empty or blank file', () => {
    expect(parseCsv('')).toEqual([])
    expect(parseCsv('\r\n\n\r\n')).toEqual([])
  })

  it('reads Japanese text untouched', () => {
    expect(parseCsv('"山田 花子","ﾔﾏﾀﾞ ﾊﾅｺ"\r\n')).toEqual([{ line: 1, cells: ['山田 花子', 'ﾔﾏﾀﾞ ﾊﾅｺ'] }])
  })
})
