import { describe, expect, it } from 'vitest'

import { returnsToConfirm, withReturnMarkerOf } from '@/shop/checkout/checkout-paths'
import { editStepPath, enteredBlocks, type EnteredInput } from '@/shop/checkout/entered-rows'

const person = {
  lastName: '森野',
  firstName: '花子',
  lastNameKana: 'モリノ',
  firstNameKana: 'ハナコ',
  postalCode: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  streetAddress: '1-1',
  building: '森ビル101',
  phone: '0312345678',
  email: 'hanako@example.jp',
}

const base: EnteredInput = {
  isMember: false,
  orderer: person,
  ordererDetails: { gender: 'Female', birthDate: '1985-4-1' },
  destination: null,
  delivery: { option: '2', date: '2026-12-01', time: '1' },
  gift: { kind: 'GiftBoxWrapping', packaging: '2' },
  payment: { method: '2', card: { brand: 'VISA', last4: '1111', saved: false }, saveCard: true },
  points: null,
  mailMagazines: ['3'],
  registering: true,
}

describe('entered rows', () => {
  it('shows each step’s entries with the page to change them', () => {
    const blocks = enteredBlocks(base)
    expect(blocks.map((b) => [b.id, b.editPath])).toEqual([
      ['orderer', '/cart/shopping01/?return=confirm'],
      ['destination', '/cart/shopping02/?return=confirm'],
      ['delivery', '/cart/shopping03/?return=confirm'],
      ['gift', '/cart/shopping04/?return=confirm'],
      ['payment', '/cart/shopping05/?return=confirm'],
      ['mailMagazine', '/cart/shopping06/?return=confirm'],
      ['registration', '/cart/shopping01/?return=confirm'],
    ])
    const rows = Object.fromEntries(blocks.flatMap((b) => b.rows.map((r) => [`${b.id}.${r.label}`, r.value])))
    expect(rows).toMatchObject({
      'orderer.お名前': '森野 花子',
      'orderer.郵便番号': '〒100-0001',
      'orderer.住所': '東京都千代田区千代田1-1 森ビル101',
      'orderer.性別': '女性',
      'orderer.生年月日': '1985年4月1日',
      'destination.お届け先': 'ご注文者様と同じ',
      'delivery.お届け日': '2026年12月1日（火）',
      'delivery.お届け時間帯': '午前中',
      'gift.ラッピングの種類': 'ギフトボックス',
      'gift.包装方法': '個別包装',
      'payment.カード': 'VISA 下4桁 1111',
      'payment.カード情報の保存': '次回のために保存する',
      'mailMagazine.キャンペーン・セールのお知らせ': '希望する',
      'mailMagazine.サプリメントの新商品・お得な情報': '希望しない',
      'registration.パスワード': '設定済み（表示しません）',
    })
  })

  it('sends a member to my page for the orderer and shows their points', () => {
    const blocks = enteredBlocks({
      ...base,
      isMember: true,
      ordererDetails: undefined,
      registering: false,
      points: { method: '2', used: 500 },
      payment: { method: '2', card: { brand: 'JCB', last4: '0000', saved: true }, saveCard: false },
    })
    expect(blocks[0]!.editPath).toBe('/mypage/customer/')
    // Every other section opens its step to come straight back (a member never sees shopping01).
    expect(blocks.slice(1).map((b) => b.editPath)).toEqual([
      '/cart/shopping02/?return=confirm',
      '/cart/shopping03/?return=confirm',
      '/cart/shopping04/?return=confirm',
      '/cart/shopping05/?return=confirm',
      '/cart/shopping06/?return=confirm',
      '/cart/shopping06/?return=confirm',
    ])
    expect(blocks.find((b) => b.id === 'points')!.rows).toEqual([
      { label: 'ポイントのご利用', value: '一部のポイントを利用する' },
      { label: 'ご利用ポイント', value: '500pt' },
    ])
    expect(blocks.find((b) => b.id === 'payment')!.rows[1]!.value).toBe('前回ご利用のカード JCB 下4桁 0000')
    expect(blocks.some((b) => b.id === 'registration')).toBe(false)
  })

  it('marks a step opened to change a section so it returns to the confirm page', () => {
    expect(editStepPath('shopping03')).toBe('/cart/shopping03/?return=confirm')
    expect(returnsToConfirm(new URL(editStepPath('shopping03'), 'http://shop.test').search)).toBe(true)
    expect(returnsToConfirm('')).toBe(false)
    expect(returnsToConfirm('?register=1')).toBe(false)
    expect(returnsToConfirm('?return=cart')).toBe(false)
  })
})

describe('the way back to the confirm page through an earlier step', () => {
  it('goes along when the step was opened from the confirm page', () => {
    expect(withReturnMarkerOf('?return=confirm', '/cart/shopping01/')).toBe(
      '/cart/shopping01/?return=confirm',
    )
    expect(withReturnMarkerOf('?a=1&return=confirm', '/cart/shopping01/?x=2')).toBe(
      '/cart/shopping01/?x=2&return=confirm',
    )
    expect(
      returnsToConfirm(
        new URL(withReturnMarkerOf('?return=confirm', '/cart/shopping01/'), 'http://x').search,
      ),
    ).toBe(true)
  })

  it('stays off otherwise', () => {
    expect(withReturnMarkerOf('', '/cart/shopping01/')).toBe('/cart/shopping01/')
    expect(withReturnMarkerOf('?return=cart', '/cart/shopping01/')).toBe('/cart/shopping01/')
  })
})
