import { describe, expect, it } from 'vitest'

import { B2_COLUMNS, type B2Column } from '@/shop/fulfilment/b2-layout'
import { csvText } from '@/shop/fulfilment/csv-lines'
import { parseResultFile, parseShippedDay } from '@/shop/fulfilment/result-file'

const TODAY = '2026-11-30'

/** A valid tracking number from eleven digits (its check digit appended). */
const tracking = (eleven: string) => eleven + String(Number(eleven) % 7)
const T1 = tracking('12345678901')
const T2 = tracking('20000000001')
const T3 = tracking('30000000002')

const b2 = (values: Partial<Record<B2Column, string>>) => B2_COLUMNS.map((c) => values[c] ?? '')
const b2Line = (orderNumber: string, trackingNumber: string, day: string) =>
  b2({
    お客様管理番号: orderNumber,
    伝票番号: trackingNumber,
    出荷予定日: day,
    送り状種類: '0',
    お届け先名: '山田 花子',
  })

const UNKNOWN =
  'ファイルの形式が分かりません。B2クラウドの発行済データか、1行目に「注文番号」「送り状番号」「出荷日」の見出しがあるCSVを選んでください。'

describe('parseShippedDay', () => {
  it.each([
    ['2026/1/9', '2026-01-09'],
    ['2026-01-09', '2026-01-09'],
    ['2026/11/29', '2026-11-29'],
    ['2026-1-9', '2026-01-09'],
    ['2026/01/9', '2026-01-09'],
    [' 2026/11/29 ', '2026-11-29'],
    ['２０２６／１１／２９', '2026-11-29'],
    ['2028/02/29', '2028-02-29'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseShippedDay(input)).toBe(expected)
  })

  it.each([
    '2026/02/30',
    '2026/02/29',
    '2026/13/01',
    '2026/00/10',
    '2026/11/00',
    '26/11/29',
    '2026年11月29日',
    '20261129',
    '',
    '2026/11/29 10:00',
    '2026/111/1',
  ])('refuses %j', (input) => {
    expect(parseShippedDay(input)).toBeNull()
  })
})

describe('parseResultFile: B2 issued data', () => {
  it('reads a B2 file with its title row', () => {
    const text = csvText([
      [...B2_COLUMNS],
      b2Line('W261123-048213', T1, '2026/11/29'),
      b2Line('W261124-000007', T2, '2026/11/30'),
    ])
    expect(parseResultFile(text, TODAY)).toEqual({
      ok: true,
      format: 'b2',
      lines: [
        { line: 2, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' },
        { line: 3, orderNumber: 'W261124-000007', trackingNumber: T2, shippedOn: '2026-11-30' },
      ],
      problems: [],
    })
  })

  it('reads a B2 file without its title row', () => {
    const text = csvText([
      b2Line('W261123-048213', T1, '2026/11/29'),
      b2Line('W261124-000007', T2, '2026/1/9'),
    ])
    expect(parseResultFile(text, TODAY)).toEqual({
      ok: true,
      format: 'b2',
      lines: [
        { line: 1, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' },
        { line: 2, orderNumber: 'W261124-000007', trackingNumber: T2, shippedOn: '2026-01-09' },
      ],
      problems: [],
    })
  })

  it('reads tracking numbers printed 4-4-4 or full-width, and full-width order numbers', () => {
    const text = csvText([
      [...B2_COLUMNS],
      b2Line(
        'Ｗ２６１１２３－０４８２１３',
        `${T1.slice(0, 4)}-${T1.slice(4, 8)}-${T1.slice(8)}`,
        '2026/11/29',
      ),
      b2Line(
        'W261124-000007',
        T2.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)),
        '2026/11/29',
      ),
    ])
    const parsed = parseResultFile(text, TODAY)
    expect(parsed.ok && parsed.lines).toEqual([
      { line: 2, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' },
      { line: 3, orderNumber: 'W261124-000007', trackingNumber: T2, shippedOn: '2026-11-29' },
    ])
  })

  it('reads a B2 file with only its title row as no lines', () => {
    expect(parseResultFile(csvText([[...B2_COLUMNS]]), TODAY)).toEqual({
      ok: true,
      format: 'b2',
      lines: [],
      problems: [],
    })
  })
})

describe('parseResultFile: plain CSV', () => {
  it('reads the columns by their titles, in any order, ignoring others', () => {
    const text = csvText([
      ['出荷日', 'メモ', '送り状番号', '注文番号'],
      ['2026/11/29', '午前便', T1, 'W261123-048213'],
      ['2026-11-28', '', T2, 'W261124-000007'],
    ])
    expect(parseResultFile(text, TODAY)).toEqual({
      ok: true,
      format: 'plain',
      lines: [
        { line: 2, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' },
        { line: 3, orderNumber: 'W261124-000007', trackingNumber: T2, shippedOn: '2026-11-28' },
      ],
      problems: [],
    })
  })

  it('accepts the other titles (ご注文番号, お問い合わせ番号, 発送日), unquoted, with a BOM-less LF file', () => {
    const text = `発送日,ご注文番号,お問い合わせ番号,備考\n2026/11/29,W261123-048213,${T1},x\n`
    const parsed = parseResultFile(text, TODAY)
    expect(parsed).toEqual({
      ok: true,
      format: 'plain',
      lines: [{ line: 2, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' }],
      problems: [],
    })
  })

  it('keeps line numbers right after a cell with a newline in it', () => {
    const text = csvText([
      ['注文番号', '送り状番号', '出荷日', 'メモ'],
      ['W261123-048213', T1, '2026/11/29', '二行の\r\nメモ'],
      ['', T2, '2026/11/29', ''],
    ])
    const parsed = parseResultFile(text, TODAY)
    expect(parsed.ok && parsed.problems).toEqual([{ line: 4, message: '注文番号がありません。' }])
  })
})

describe('parseResultFile: bad lines', () => {
  const parse = (...rows: string[][]) => {
    const parsed = parseResultFile(csvText([['注文番号', '送り状番号', '出荷日'], ...rows]), TODAY)
    if (!parsed.ok) throw new Error(parsed.message)
    return parsed
  }

  it('reports a missing order number', () => {
    expect(parse(['', T1, '2026/11/29'], ['  ', T1, '2026/11/29'])).toMatchObject({
      lines: [],
      problems: [
        { line: 2, message: '注文番号がありません。' },
        { line: 3, message: '注文番号がありません。' },
      ],
    })
    expect(parse(['', T1, '2026/11/29']).problems[0]).not.toHaveProperty('orderNumber')
  })

  it('reports an order number of the wrong form', () => {
    const { lines, problems } = parse(
      ['注文-1', T1, '2026/11/29'],
      ['W2611/23', T1, '2026/11/29'],
      ['A'.repeat(41), T1, '2026/11/29'],
    )
    expect(lines).toEqual([])
    expect(problems).toEqual([
      { line: 2, orderNumber: '注文-1', message: '注文番号「注文-1」の形式が正しくありません。' },
      { line: 3, orderNumber: 'W2611/23', message: '注文番号「W2611/23」の形式が正しくありません。' },
      {
        line: 4,
        orderNumber: 'A'.repeat(41),
        message: `注文番号「${'A'.repeat(40)}」の形式が正しくありません。`,
      },
    ])
  })

  it('reports a missing tracking number', () => {
    expect(parse(['W261123-048213', '', '2026/11/29']).problems).toEqual([
      { line: 2, orderNumber: 'W261123-048213', message: '送り状番号がありません。' },
    ])
  })

  it('reports a tracking number that is not 12 digits with the right check digit', () => {
    const wrongCheck = T1.slice(0, 11) + String((Number(T1[11]) + 1) % 10)
    const { lines, problems } = parse(
      ['W261123-048213', wrongCheck, '2026/11/29'],
      ['W261123-048214', '12345678901', '2026/11/29'],
      ['W261123-048215', 'ABCD-EFGH-IJKL', '2026/11/29'],
    )
    expect(lines).toEqual([])
    expect(problems).toEqual([
      {
        line: 2,
        orderNumber: 'W261123-048213',
        message: `送り状番号「${wrongCheck}」が正しくありません（12桁の数字で、末尾の確認数字が合うもの）。`,
      },
      {
        line: 3,
        orderNumber: 'W261123-048214',
        message: '送り状番号「12345678901」が正しくありません（12桁の数字で、末尾の確認数字が合うもの）。',
      },
      {
        line: 4,
        orderNumber: 'W261123-048215',
        message: '送り状番号「ABCD-EFGH-IJKL」が正しくありません（12桁の数字で、末尾の確認数字が合うもの）。',
      },
    ])
  })

  it('reports an unreadable shipping day', () => {
    const { lines, problems } = parse(
      ['W261123-048213', T1, '2026/02/30'],
      ['W261123-048214', T2, ''],
      ['W261123-048215', T3, '11月29日'],
    )
    expect(lines).toEqual([])
    expect(problems).toEqual([
      {
        line: 2,
        orderNumber: 'W261123-048213',
        message: '出荷日「2026/02/30」が日付として読めません（例：2026/11/29）。',
      },
      {
        line: 3,
        orderNumber: 'W261123-048214',
        message: '出荷日「」が日付として読めません（例：2026/11/29）。',
      },
      {
        line: 4,
        orderNumber: 'W261123-048215',
        message: '出荷日「11月29日」が日付として読めません（例：2026/11/29）。',
      },
    ])
  })

  it('reports a shipping day after today, and accepts today', () => {
    const { lines, problems } = parse(
      ['W261123-048213', T1, '2026/12/01'],
      ['W261123-048214', T2, '2026/11/30'],
    )
    expect(problems).toEqual([
      { line: 2, orderNumber: 'W261123-048213', message: '出荷日「2026/12/01」が今日より後の日付です。' },
    ])
    expect(lines).toEqual([
      { line: 3, orderNumber: 'W261123-048214', trackingNumber: T2, shippedOn: '2026-11-30' },
    ])
  })

  it('reports the same order number again with another tracking number, pointing at the first line', () => {
    const { lines, problems } = parse(
      ['W261123-048213', T1, '2026/11/29'],
      ['W261124-000007', T2, '2026/11/29'],
      ['W261123-048213', T3, '2026/11/29'],
    )
    expect(lines.map((l) => l.line)).toEqual([2, 3])
    expect(problems).toEqual([
      {
        line: 4,
        orderNumber: 'W261123-048213',
        message: 'この注文番号は2行目に別の送り状番号で書かれています。',
      },
    ])
  })

  it('takes the same line twice as one line, without a problem', () => {
    const { lines, problems } = parse(
      ['W261123-048213', T1, '2026/11/29'],
      ['W261123-048213', `${T1.slice(0, 4)}-${T1.slice(4, 8)}-${T1.slice(8)}`, '2026/11/29'],
    )
    expect(problems).toEqual([])
    expect(lines).toEqual([
      { line: 2, orderNumber: 'W261123-048213', trackingNumber: T1, shippedOn: '2026-11-29' },
    ])
  })

  it('reports each bad line and keeps the good ones', () => {
    const { lines, problems } = parse(
      ['W261123-048213', T1, '2026/11/29'],
      ['', T1, '2026/11/29'],
      ['W261124-000007', T2, '2026/11/29'],
      ['W261124-000008', '', '2026/11/29'],
    )
    expect(lines.map((l) => [l.line, l.orderNumber])).toEqual([
      [2, 'W261123-048213'],
      [4, 'W261124-000007'],
    ])
    expect(problems.map((p) => p.line)).toEqual([3, 5])
  })

  it('reports a short row (cells missing) instead of throwing', () => {
    const { problems } = parse(['W261123-048213'])
    expect(problems).toEqual([
      { line: 2, orderNumber: 'W261123-048213', message: '送り状番号がありません。' },
    ])
  })
})

describe('parseResultFile: files it cannot read', () => {
  it('refuses an empty file', () => {
    expect(parseResultFile('', TODAY)).toEqual({ ok: false, message: 'ファイルが空です。' })
    expect(parseResultFile('\r\n\r\n', TODAY)).toEqual({ ok: false, message: 'ファイルが空です。' })
  })

  it('refuses a file of an unknown layout', () => {
    expect(parseResultFile('a,b,c\r\n1,2,3\r\n', TODAY)).toEqual({ ok: false, message: UNKNOWN })
    expect(
      parseResultFile(
        csvText([
          ['注文番号', '送り状番号'],
          ['W261123-048213', T1],
        ]),
        TODAY,
      ),
    ).toEqual({
      ok: false,
      message: UNKNOWN,
    })
  })

  it('refuses a headerless B2-width file whose first 出荷予定日 is not a day', () => {
    expect(parseResultFile(csvText([b2Line('W261123-048213', T1, 'あした')]), TODAY)).toEqual({
      ok: false,
      message: UNKNOWN,
    })
  })
})
