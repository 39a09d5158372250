import { describe, expect, it } from 'vitest'

import { B2_COLUMNS, B2_INDEX } from '@/shop/fulfilment/b2-layout'
import { csvText, parseCsv } from '@/shop/fulfilment/csv-lines'
import { PLAIN_COLUMNS } from '@/shop/fulfilment/plain-layout'
import { parseResultFile } from '@/shop/fulfilment/result-file'
import { shippingFile } from '@/shop/fulfilment/shipping-export'
import { decodeCarrierFile, decodeShiftJis } from '@/shop/fulfilment/shift-jis'

import { account, person, shipment } from './fulfilment-fixtures'

const orders = [
  shipment(),
  shipment({
    orderNumber: 'W261124-000007',
    destination: person({
      lastName: '鈴木',
      firstName: '一郎',
      lastNameKana: 'スズキ',
      firstNameKana: 'イチロウ',
    }),
    deliveryDate: '2026-12-01',
    timeCode: '1',
    lines: [
      { name: 'ローヤルゼリー "特選"', quantity: 1 },
      { name: 'プロポリス, 30粒', quantity: 2 },
    ],
    collectAmount: 10_780,
    collectTax: 780,
    regularSequence: 2,
  }),
]

describe('shippingFile: B2', () => {
  it('is Shift_JIS with B2 title row and one row per order', () => {
    const file = shippingFile(orders, 'b2', '2026-11-29', account)
    expect(file.fileName).toBe('shipping-20261129-b2.csv')
    expect(file.contentType).toBe('text/csv; charset=Shift_JIS')
    expect(file.orderCount).toBe(2)
    expect(file.warnings).toEqual([])
    // No BOM in a Shift_JIS file.
    expect([...file.body.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf])
    expect(decodeCarrierFile(file.body).encoding).toBe('shift_jis')

    const text = decodeShiftJis(file.body)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const records = parseCsv(text)
    expect(records).toHaveLength(3)
    expect(records[0]!.cells).toEqual([...B2_COLUMNS])
    expect(records.map((r) => r.line)).toEqual([1, 2, 3])
    for (const r of records) expect(r.cells).toHaveLength(B2_COLUMNS.length)
    expect(records[1]!.cells[B2_INDEX['お客様管理番号']]).toBe('W261123-048213')
    expect(records[2]!.cells[B2_INDEX['お客様管理番号']]).toBe('W261124-000007')
    expect(records[2]!.cells[B2_INDEX['お届け先名']]).toBe('鈴木 一郎')
    expect(records[2]!.cells[B2_INDEX['お届け先名(ｶﾅ)']]).toBe('ｽｽﾞｷ ｲﾁﾛｳ')
    expect(records[2]!.cells[B2_INDEX['送り状種類']]).toBe('2')
    expect(records[2]!.cells[B2_INDEX['品名１']]).toBe('ローヤルゼリー "特選" 他1点')
    expect(records[2]!.cells[B2_INDEX['品名２']]).toBe('定期お届け 2回目')
    expect(records[2]!.cells[B2_INDEX['配達時間帯']]).toBe('0812')
    expect(records[2]!.cells[B2_INDEX['お届け予定日']]).toBe('2026/12/01')
  })

  it('is the title row alone for no orders', () => {
    const file = shippingFile([], 'b2', '2026-11-29', account)
    expect(file.orderCount).toBe(0)
    expect(decodeShiftJis(file.body)).toBe(csvText([[...B2_COLUMNS]]))
  })

  it('warns, naming the file line, when a name has a character Shift_JIS cannot carry', () => {
    const file = shippingFile(
      [shipment(), shipment({ orderNumber: 'W261124-000007', destination: person({ lastName: '𠮷田' }) })],
      'b2',
      '2026-11-29',
      account,
    )
    expect(file.warnings).toEqual([
      {
        line: 3,
        orderNumber: 'W261124-000007',
        message: '送り状に印字できない文字（𠮷）を「〓」にしました。',
      },
    ])
    const records = parseCsv(decodeShiftJis(file.body))
    expect(records[2]!.line).toBe(3)
    expect(records[2]!.cells[B2_INDEX['お客様管理番号']]).toBe('W261124-000007')
    expect(records[2]!.cells[B2_INDEX['お届け先名']]).toBe('〓田 花子')
  })

  it('keeps the row warnings with their line', () => {
    const file = shippingFile(
      [
        shipment({ collectAmount: 400_000 }),
        shipment({ orderNumber: 'W261124-000007', destination: person({ building: 'あ'.repeat(20) }) }),
      ],
      'b2',
      '2026-11-29',
      account,
    )
    expect(file.warnings).toEqual([
      { line: 2, orderNumber: 'W261123-048213', message: '代引金額が上限（300,000円）を超えています。' },
      {
        line: 3,
        orderNumber: 'W261124-000007',
        message: 'お届け先の住所・建物名が送り状の欄（全角16文字）に収まらないため、途中までを出力しました。',
      },
    ])
  })

  it('reads back as a result file once B2 has filled the tracking numbers', () => {
    const file = shippingFile(orders, 'b2', '2026-11-29', account)
    const [header, ...rows] = parseCsv(decodeShiftJis(file.body)).map((r) => r.cells)
    const numbers = ['123456789013', '200000000012']
    rows.forEach((row, i) => (row[B2_INDEX['伝票番号']] = numbers[i]!))
    const issued = csvText([header!, ...rows])
    expect(parseResultFile(issued, '2026-11-30')).toEqual({
      ok: true,
      format: 'b2',
      lines: [
        { line: 2, orderNumber: 'W261123-048213', trackingNumber: '123456789013', shippedOn: '2026-11-29' },
        { line: 3, orderNumber: 'W261124-000007', trackingNumber: '200000000012', shippedOn: '2026-11-29' },
      ],
      problems: [],
    })
  })
})

describe('shippingFile: plain', () => {
  it('is UTF-8 with a BOM, a title row and one row per order', () => {
    const file = shippingFile(orders, 'plain', '2026-11-29', account)
    expect(file.fileName).toBe('shipping-20261129-plain.csv')
    expect(file.contentType).toBe('text/csv; charset=utf-8')
    expect(file.orderCount).toBe(2)
    expect([...file.body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const decoded = decodeCarrierFile(file.body)
    expect(decoded.encoding).toBe('utf-8')
    const records = parseCsv(decoded.text)
    expect(records.map((r) => r.cells[0])).toEqual(['注文番号', 'W261123-048213', 'W261124-000007'])
    expect(records[0]!.cells).toEqual([...PLAIN_COLUMNS])
    expect(records[2]!.cells[PLAIN_COLUMNS.indexOf('商品')]).toBe(
      'ローヤルゼリー "特選"×1／プロポリス, 30粒×2',
    )
  })

  it('carries any character without a warning', () => {
    const file = shippingFile(
      [shipment({ destination: person({ lastName: '𠮷田' }) })],
      'plain',
      '2026-11-29',
      account,
    )
    expect(file.warnings).toEqual([])
    expect(new TextDecoder().decode(file.body)).toContain('𠮷田 花子')
  })
})
