import { describe, expect, it } from 'vitest'

import { plainRow, PLAIN_COLUMNS } from '@/shop/fulfilment/plain-layout'

import { person, shipment } from './fulfilment-fixtures'

const at = (row: string[], column: (typeof PLAIN_COLUMNS)[number]) => row[PLAIN_COLUMNS.indexOf(column)]

describe('plainRow', () => {
  it('has one cell per column', () => {
    expect(PLAIN_COLUMNS).toHaveLength(15)
    expect(plainRow(shipment(), '2026-11-29')).toHaveLength(PLAIN_COLUMNS.length)
  })

  it('writes a plain one-time prepaid order', () => {
    expect(plainRow(shipment(), '2026-11-29')).toEqual([
      'W261123-048213',
      '2026-11-29',
      '',
      '',
      '山田 花子',
      'ヤマダ ハナコ',
      '1000005',
      '東京都千代田区丸の内1-2-3',
      'サンプルビル101',
      '0312345678',
      '国産はちみつ 500g×1',
      '1',
      '',
      '',
      '',
    ])
  })

  it('joins every item with ×quantity and counts all pieces', () => {
    const row = plainRow(
      shipment({
        lines: [
          { name: '国産はちみつ 500g', quantity: 2 },
          { name: 'ローヤルゼリー', quantity: 1 },
          { name: 'プロポリス', quantity: 3 },
        ],
      }),
      '2026-11-29',
    )
    expect(at(row, '商品')).toBe('国産はちみつ 500g×2／ローヤルゼリー×1／プロポリス×3')
    expect(at(row, '点数')).toBe('6')
  })

  it('writes no items and 0 pieces for an order without lines', () => {
    const row = plainRow(shipment({ lines: [] }), '2026-11-29')
    expect(at(row, '商品')).toBe('')
    expect(at(row, '点数')).toBe('0')
  })

  it('writes delivery day and time label, COD amount, gift and regular sequence', () => {
    const row = plainRow(
      shipment({
        deliveryDate: '2026-12-02',
        timeCode: '1',
        collectAmount: 10_780,
        collectTax: 780,
        giftNote: 'ギフト包装：ギフトボックス（まとめて包装）',
        regularSequence: 4,
      }),
      '2026-11-29',
    )
    expect(at(row, 'お届け指定日')).toBe('2026-12-02')
    expect(at(row, 'お届け時間帯')).toBe('午前中')
    expect(at(row, '代引金額（税込）')).toBe('10780')
    expect(at(row, 'ギフト')).toBe('ギフト包装：ギフトボックス（まとめて包装）')
    expect(at(row, '定期お届け回')).toBe('4')
  })

  it('writes an unknown time code as blank', () => {
    expect(at(plainRow(shipment({ timeCode: '9' }), '2026-11-29'), 'お届け時間帯')).toBe('')
    expect(at(plainRow(shipment({ timeCode: '3' }), '2026-11-29'), 'お届け時間帯')).toBe('16時〜18時')
  })

  it('cuts nothing and keeps any character', () => {
    const long = '𠮷'.repeat(80)
    const row = plainRow(
      shipment({ destination: person({ lastName: long, town: long, building: null }) }),
      '2026-11-29',
    )
    expect(at(row, 'お届け先名')).toBe(`${long} 花子`)
    expect(at(row, '住所')).toBe(`東京都千代田区${long}1-2-3`)
    expect(at(row, '建物名')).toBe('')
  })
})
