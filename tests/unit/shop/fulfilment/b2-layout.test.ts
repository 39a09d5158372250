import { describe, expect, it } from 'vitest'

import {
  b2Row,
  B2_COLLECT_LIMIT,
  B2_COLUMNS,
  B2_INDEX,
  B2_LIMITS,
  type B2Column,
} from '@/shop/fulfilment/b2-layout'
import { addressLine } from '@/shop/fulfilment/shipment'
import { shiftJisLength } from '@/shop/fulfilment/shift-jis'

import { account, person, shipment } from './fulfilment-fixtures'

const cell = (cells: string[], column: B2Column) => cells[B2_INDEX[column]]

/** Every column that carries people's text, with its limit in Shift_JIS bytes. */
const LIMITED: [B2Column, number][] = [
  ['お届け先住所', B2_LIMITS.address],
  ['お届け先アパートマンション名', B2_LIMITS.building],
  ['お届け先名', B2_LIMITS.name],
  ['お届け先名(ｶﾅ)', B2_LIMITS.kana],
  ['ご依頼主住所', B2_LIMITS.address],
  ['ご依頼主アパートマンション', B2_LIMITS.building],
  ['ご依頼主名', B2_LIMITS.name],
  ['品名１', B2_LIMITS.itemName],
  ['品名２', B2_LIMITS.itemName],
  ['記事', B2_LIMITS.note],
]

describe('B2 columns', () => {
  it('are the 42 columns of the basic layout, each once, indexed by B2_INDEX', () => {
    expect(B2_COLUMNS).toHaveLength(42)
    expect(new Set(B2_COLUMNS).size).toBe(B2_COLUMNS.length)
    B2_COLUMNS.forEach((c, i) => expect(B2_INDEX[c]).toBe(i))
    expect(B2_COLUMNS[0]).toBe('お客様管理番号')
    expect(B2_INDEX['伝票番号']).toBe(3)
    expect(B2_INDEX['出荷予定日']).toBe(4)
  })
})

describe('b2Row', () => {
  it('returns exactly one cell per column, all strings', () => {
    const { cells, warnings } = b2Row(shipment(), '2026-11-29', account)
    expect(cells).toHaveLength(B2_COLUMNS.length)
    for (const c of cells) expect(typeof c).toBe('string')
    expect(warnings).toEqual([])
  })

  it('fills the basic cells of a prepaid order', () => {
    const { cells } = b2Row(shipment(), '2026-11-29', account)
    expect(cell(cells, 'お客様管理番号')).toBe('W261123-048213')
    expect(cell(cells, '送り状種類')).toBe('0')
    expect(cell(cells, 'クール区分')).toBe('0')
    expect(cell(cells, '伝票番号')).toBe('')
    expect(cell(cells, '出荷予定日')).toBe('2026/11/29')
    expect(cell(cells, 'お届け予定日')).toBe('')
    expect(cell(cells, '配達時間帯')).toBe('')
    expect(cell(cells, 'お届け先電話番号')).toBe('0312345678')
    expect(cell(cells, 'お届け先郵便番号')).toBe('1000005')
    expect(cell(cells, 'お届け先住所')).toBe('東京都千代田区丸の内1-2-3')
    expect(cell(cells, 'お届け先アパートマンション名')).toBe('サンプルビル101')
    expect(cell(cells, 'お届け先名')).toBe('山田 花子')
    expect(cell(cells, 'お届け先名(ｶﾅ)')).toBe('ﾔﾏﾀﾞ ﾊﾅｺ')
    expect(cell(cells, '敬称')).toBe('様')
    expect(cell(cells, 'ご依頼主電話番号')).toBe('0120000000')
    expect(cell(cells, 'ご依頼主郵便番号')).toBe('1500001')
    expect(cell(cells, 'ご依頼主住所')).toBe('東京都渋谷区神宮前1-1-1')
    expect(cell(cells, 'ご依頼主アパートマンション')).toBe('サンプルビル5F')
    expect(cell(cells, 'ご依頼主名')).toBe('サンプル商店')
    expect(cell(cells, '品名１')).toBe('国産はちみつ 500g')
    expect(cell(cells, '品名２')).toBe('')
    expect(cell(cells, '記事')).toBe('')
    expect(cell(cells, 'ｺﾚｸﾄ代金引換額（税込)')).toBe('')
    expect(cell(cells, '内消費税額等')).toBe('')
    expect(cell(cells, '止置き')).toBe('0')
    expect(cell(cells, '発行枚数')).toBe('1')
    expect(cell(cells, '請求先顧客コード')).toBe('012345678901')
    expect(cell(cells, '運賃管理番号')).toBe('01')
  })

  it("writes a cash-on-delivery order as コレクト ('2') with the amount and its tax", () => {
    const { cells, warnings } = b2Row(
      shipment({ collectAmount: 10_780, collectTax: 780 }),
      '2026-11-29',
      account,
    )
    expect(cell(cells, '送り状種類')).toBe('2')
    expect(cell(cells, 'ｺﾚｸﾄ代金引換額（税込)')).toBe('10780')
    expect(cell(cells, '内消費税額等')).toBe('780')
    expect(warnings).toEqual([])
  })

  it('writes dates with slashes', () => {
    const { cells } = b2Row(shipment({ deliveryDate: '2026-12-02' }), '2026-11-29', account)
    expect(cell(cells, '出荷予定日')).toBe('2026/11/29')
    expect(cell(cells, 'お届け予定日')).toBe('2026/12/02')
  })

  it.each([
    ['0', ''],
    ['1', '0812'],
    ['2', '1416'],
    ['3', '1618'],
    ['4', '1820'],
    ['5', '1921'],
    ['9', ''],
  ])('writes delivery-time code %s as 配達時間帯 %j', (timeCode, expected) => {
    expect(cell(b2Row(shipment({ timeCode }), '2026-11-29', account).cells, '配達時間帯')).toBe(expected)
  })

  it('writes no building when the destination has none', () => {
    const { cells, warnings } = b2Row(
      shipment({ destination: person({ building: null }) }),
      '2026-11-29',
      account,
    )
    expect(cell(cells, 'お届け先アパートマンション名')).toBe('')
    expect(warnings).toEqual([])
  })

  it('carries a long address on into the building column, losing nothing when it fits in both', () => {
    const to = person({
      prefecture: '北海道',
      city: '札幌市中央区',
      town: '北一条西二十丁目あいうえおかきくけこさしす',
      streetAddress: '１丁目２番３号',
      building: 'ハイツ101',
    })
    const address = addressLine(to)
    expect(shiftJisLength(address)).toBeGreaterThan(B2_LIMITS.address)
    const { cells, warnings } = b2Row(shipment({ destination: to }), '2026-11-29', account)
    const main = cell(cells, 'お届け先住所')!
    const building = cell(cells, 'お届け先アパートマンション名')!
    expect(shiftJisLength(main)).toBeLessThanOrEqual(B2_LIMITS.address)
    expect(shiftJisLength(main)).toBeGreaterThanOrEqual(B2_LIMITS.address - 1)
    expect(address.startsWith(main)).toBe(true)
    expect(building).toBe(`${address.slice(main.length)} ハイツ101`)
    expect(main + building.replace(/ ハイツ101$/, '')).toBe(address)
    expect(warnings).toEqual([])
  })

  it('carries the overflow alone when there is no building', () => {
    const to = person({ town: 'あ'.repeat(30), building: '' })
    const address = addressLine(to)
    const { cells, warnings } = b2Row(shipment({ destination: to }), '2026-11-29', account)
    expect(cell(cells, 'お届け先住所')! + cell(cells, 'お届け先アパートマンション名')!).toBe(address)
    expect(warnings).toEqual([])
  })

  it('warns in Japanese when the address is too long for both columns', () => {
    const to = person({ town: 'あ'.repeat(60), building: 'グランドメゾン丸の内サウスタワー1501号室' })
    const { cells, warnings } = b2Row(shipment({ destination: to }), '2026-11-29', account)
    expect(shiftJisLength(cell(cells, 'お届け先住所')!)).toBeLessThanOrEqual(B2_LIMITS.address)
    expect(shiftJisLength(cell(cells, 'お届け先アパートマンション名')!)).toBeLessThanOrEqual(
      B2_LIMITS.building,
    )
    expect(warnings).toEqual([
      'お届け先の住所・建物名が送り状の欄（全角16文字）に収まらないため、途中までを出力しました。',
    ])
  })

  it('warns when the building alone is too long', () => {
    const to = person({ building: 'グランドメゾン丸の内サウスタワー1501号室' })
    const { cells, warnings } = b2Row(shipment({ destination: to }), '2026-11-29', account)
    expect(cell(cells, 'お届け先アパートマンション名')).toBe('グランドメゾン丸の内サウスタワー')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('お届け先の住所・建物名')
  })

  it('cuts a long name to its column and warns', () => {
    const to = person({ lastName: '勅使河原', firstName: 'ジョナサンアレクサンダーエドワード' })
    const { cells, warnings } = b2Row(shipment({ destination: to }), '2026-11-29', account)
    const name = cell(cells, 'お届け先名')!
    expect(shiftJisLength(name)).toBeLessThanOrEqual(B2_LIMITS.name)
    expect('勅使河原 ジョナサンアレクサンダーエドワード'.startsWith(name)).toBe(true)
    expect(warnings).toEqual([
      'お届け先のお名前が送り状の欄（全角16文字）に収まらないため、途中までを出力しました。',
    ])
  })

  it('writes the reading half-width, from katakana or hiragana', () => {
    const kana = (lastNameKana: string, firstNameKana: string) =>
      cell(
        b2Row(shipment({ destination: person({ lastNameKana, firstNameKana }) }), '2026-11-29', account)
          .cells,
        'お届け先名(ｶﾅ)',
      )
    expect(kana('ヤマダ', 'ハナコ')).toBe('ﾔﾏﾀﾞ ﾊﾅｺ')
    expect(kana('ごとう', 'ぱんだ')).toBe('ｺﾞﾄｳ ﾊﾟﾝﾀﾞ')
    expect(shiftJisLength(kana('ア'.repeat(40), 'イ'.repeat(40))!)).toBeLessThanOrEqual(B2_LIMITS.kana)
  })

  it('writes the first item, with 「 他N点」 for the other lines', () => {
    const lines = [
      { name: '国産はちみつ 500g', quantity: 2 },
      { name: 'ローヤルゼリー', quantity: 1 },
      { name: 'プロポリス', quantity: 3 },
    ]
    expect(cell(b2Row(shipment({ lines }), '2026-11-29', account).cells, '品名１')).toBe(
      '国産はちみつ 500g 他2点',
    )
  })

  it('cuts a long first item so that 「 他N点」 still fits in 50 bytes', () => {
    const longName = '北海道十勝産生はちみつアカシア百パーセント贈答用木箱入り五百グラム'
    for (const others of [0, 1, 9, 10, 120]) {
      const lines = [
        { name: longName, quantity: 1 },
        ...Array.from({ length: others }, (_, i) => ({ name: `商品${i}`, quantity: 1 })),
      ]
      const item = cell(b2Row(shipment({ lines }), '2026-11-29', account).cells, '品名１')!
      expect(shiftJisLength(item)).toBeLessThanOrEqual(B2_LIMITS.itemName)
      if (others > 0) expect(item.endsWith(` 他${others}点`)).toBe(true)
      expect(longName.startsWith(item.replace(/ 他\d+点$/, ''))).toBe(true)
    }
  })

  it('writes empty item names for an order without lines', () => {
    const { cells } = b2Row(shipment({ lines: [] }), '2026-11-29', account)
    expect(cell(cells, '品名１')).toBe('')
    expect(cell(cells, '品名２')).toBe('')
  })

  it('writes 「定期お届け N回目」 as 品名２ for a course order', () => {
    expect(cell(b2Row(shipment({ regularSequence: 3 }), '2026-11-29', account).cells, '品名２')).toBe(
      '定期お届け 3回目',
    )
    expect(cell(b2Row(shipment({ regularSequence: null }), '2026-11-29', account).cells, '品名２')).toBe('')
  })

  it('writes the gift note as 記事', () => {
    for (const note of [
      'ギフト包装：ギフトボックス（まとめて包装）',
      'ギフト包装：包装紙ラッピング（まとめて包装）',
    ]) {
      const got = cell(b2Row(shipment({ giftNote: note }), '2026-11-29', account).cells, '記事')
      expect(got).toBe(note)
    }
  })

  it('keeps every text cell within its limit however long the input', () => {
    const long = 'あ'.repeat(100)
    const order = shipment({
      destination: person({
        lastName: long,
        firstName: long,
        lastNameKana: 'ア'.repeat(100),
        firstNameKana: 'ガ'.repeat(100),
        town: long,
        streetAddress: long,
        building: long,
      }),
      lines: [
        { name: long, quantity: 1 },
        { name: long, quantity: 1 },
      ],
      giftNote: long,
      regularSequence: 123_456,
    })
    const longAccount = {
      ...account,
      shipper: { ...account.shipper, name: long, address: long, building: long },
    }
    const { cells } = b2Row(order, '2026-11-29', longAccount)
    for (const [column, limit] of LIMITED)
      expect(shiftJisLength(cell(cells, column)!), column).toBeLessThanOrEqual(limit)
  })

  it('warns when cash on delivery is over the carrier limit', () => {
    expect(b2Row(shipment({ collectAmount: B2_COLLECT_LIMIT }), '2026-11-29', account).warnings).toEqual([])
    const { cells, warnings } = b2Row(
      shipment({ collectAmount: B2_COLLECT_LIMIT + 1 }),
      '2026-11-29',
      account,
    )
    expect(warnings).toEqual(['代引金額が上限（300,000円）を超えています。'])
    expect(cell(cells, '送り状種類')).toBe('2')
  })
})
