import { describe, expect, it } from 'vitest'

import { RETURN_DAYS } from '@/shop/checkout/confirmation'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'
import { returnMail } from '@/shop/returns/return-mails'
import {
  BANK_ACCOUNT_MESSAGES,
  checkBankAccount,
  isPastWindow,
  lineErrors,
  refundRouteOf,
  RETURN_MESSAGES,
  RETURN_TRANSIT_DAYS,
  returnableRefusal,
  returnDeadlineOf,
  returnFigures,
  windowRefusal,
  type EarlierReturns,
  type OrderFigures,
  type RequestedLine,
} from '@/shop/returns/return-rules'

/** Two lines: 3 × 1,080 (food 8 %) and 1 × 6,600 (standard 10 %); shipping 550; 500 points used; 97 to earn. */
const ORDER: OrderFigures = {
  lines: [
    {
      productCode: 'dha',
      name: 'DHAプラス',
      quantity: 3,
      amountIncludingTax: 3240,
      amountExcludingTax: 3000,
    },
    {
      productCode: 'cream',
      name: 'クリーム',
      quantity: 1,
      amountIncludingTax: 6600,
      amountExcludingTax: 6000,
    },
  ],
  itemsIncludingTax: 9840,
  itemsExcludingTax: 9000,
  totalIncludingTax: 10390,
  pointsUsed: 500,
  amountDue: 9890,
  pointsToEarn: 90,
}
const NONE: EarlierReturns = { quantities: [0, 0], money: 0, shippingRefunded: false }
const line = (lineIndex: number, quantity: number, resellable = true): RequestedLine => ({
  lineIndex,
  quantity,
  resellable,
})

describe('which orders', () => {
  it('only shipped orders', () => {
    expect(returnableRefusal({ status: 'confirmed', shippedAt: null })?.message).toBe(
      RETURN_MESSAGES.notShipped,
    )
    expect(returnableRefusal({ status: 'cancelled' })?.field).toBe('order')
    expect(returnableRefusal({ status: 'shipped', shippedAt: '2026-11-20T03:00:00.000Z' })).toBeNull()
  })

  it('the window is the shipping day (Japan) + the longest transit + RETURN_DAYS', () => {
    // 2026-11-20 23:30 in Japan is 14:30 UTC: the Japan day counts.
    const shipped = new Date('2026-11-20T14:30:00.000Z')
    expect(RETURN_TRANSIT_DAYS + RETURN_DAYS).toBe(10)
    expect(returnDeadlineOf(shipped)).toBe('2026-11-30')
    expect(windowRefusal(shipped, '2026-11-30', 'customer', null)).toBeNull()
    const late = windowRefusal(shipped, '2026-12-01', 'customer', '  ')
    expect(late?.field).toBe('overrideReason')
    expect(late?.message).toContain('2026年11月30日')
    expect(late?.message).toMatch(/^期限外の受付理由：/)
    expect(windowRefusal(shipped, '2026-12-01', 'customer', 'お客さまから期限内にご連絡あり')).toBeNull()
    expect(isPastWindow(shipped, '2026-12-01', 'customer')).toBe(true)
  })

  it('a defective or wrong item is taken back whatever the date', () => {
    const shipped = new Date('2026-01-05T03:00:00.000Z')
    expect(windowRefusal(shipped, '2026-11-29', 'defective', null)).toBeNull()
    expect(windowRefusal(shipped, '2026-11-29', 'wrong-item', null)).toBeNull()
    expect(isPastWindow(shipped, '2026-11-29', 'defective')).toBe(false)
  })
})

describe('which lines', () => {
  it('never more than ordered minus already returned, with a message naming the line', () => {
    const earlier = { quantities: [2, 0] }
    expect(lineErrors(ORDER, earlier, [line(0, 1)])).toEqual([])
    expect(lineErrors(ORDER, earlier, [line(0, 2)])).toEqual([
      {
        field: 'qty-0',
        message: '返品数量（DHAプラス）：返品できるのは1個までです（ご注文3個、返品済み2個）。',
      },
    ])
    expect(lineErrors(ORDER, NONE, [line(1, 2)])[0]?.message).toBe(
      '返品数量（クリーム）：返品できるのは1個までです（ご注文1個）。',
    )
  })

  it('a quantity that is not a whole number, or nothing chosen, is refused', () => {
    expect(lineErrors(ORDER, NONE, [line(0, 1.5)])[0]?.field).toBe('qty-0')
    expect(lineErrors(ORDER, NONE, [line(0, -1)])[0]?.field).toBe('qty-0')
    expect(lineErrors(ORDER, NONE, [line(0, 0), line(1, 0)])).toEqual([
      { field: 'lines', message: RETURN_MESSAGES.noLines },
    ])
    expect(lineErrors(ORDER, NONE, [line(7, 1)])[0]?.field).toBe('lines')
  })

  it('a wholly returned order has nothing left', () => {
    expect(lineErrors(ORDER, { quantities: [3, 1] }, [line(0, 1)])).toEqual([
      { field: 'order', message: RETURN_MESSAGES.nothingLeft },
    ])
  })
})

describe('how much', () => {
  it('part of an order: the lines tax-included, points back in proportion, no shipping', () => {
    const f = returnFigures(ORDER, NONE, [line(0, 1)], 'customer')
    expect(f.itemsAmount).toBe(1080)
    expect(f.shippingAndFees).toBe(0)
    // 500 × 1,080 / 9,840 = 54.8 → 54
    expect(f.pointsBack).toBe(54)
    expect(f.money).toBe(1080 - 54)
    // 90 × 1,000 / 9,000 = 10
    expect(f.earnedTakeBack).toBe(10)
    expect(f.whole).toBe(false)
    expect(f.lines).toEqual([
      {
        lineIndex: 0,
        productCode: 'dha',
        name: 'DHAプラス',
        quantity: 1,
        resellable: true,
        amountIncludingTax: 1080,
      },
    ])
  })

  it('a defective item brings shipping and fees back at once (and only once)', () => {
    const f = returnFigures(ORDER, NONE, [line(1, 1, false)], 'defective')
    expect(f.shippingAndFees).toBe(550)
    expect(f.money).toBe(6600 + 550 - f.pointsBack)
    const next = returnFigures(
      ORDER,
      { quantities: [0, 1], money: f.money, shippingRefunded: true },
      [line(0, 3)],
      'defective',
    )
    expect(next.shippingAndFees).toBe(0)
    expect(next.whole).toBe(true)
  })

  it('returns in parts add up to the order exactly: money = amount paid, points = points used and earned', () => {
    const parts: RequestedLine[][] = [[line(0, 1)], [line(0, 1)], [line(1, 1)], [line(0, 1)]]
    let earlier: EarlierReturns = NONE
    let money = 0
    let points = 0
    let earned = 0
    for (const part of parts) {
      const f = returnFigures(ORDER, earlier, part, 'customer')
      money += f.money
      points += f.pointsBack
      earned += f.earnedTakeBack
      const quantities = [...earlier.quantities]
      for (const l of part) quantities[l.lineIndex]! += l.quantity
      earlier = { quantities, money, shippingRefunded: earlier.shippingRefunded || f.shippingAndFees > 0 }
    }
    expect(money).toBe(ORDER.amountDue)
    expect(points).toBe(ORDER.pointsUsed)
    expect(earned).toBe(ORDER.pointsToEarn)
    expect(earlier.shippingRefunded).toBe(true)
  })

  it('never more money than paid minus already refunded', () => {
    const f = returnFigures(
      ORDER,
      { quantities: [0, 0], money: 9800, shippingRefunded: false },
      [line(1, 1)],
      'customer',
    )
    expect(f.money).toBe(90)
  })

  it('a whole return at once gives back everything', () => {
    const f = returnFigures(ORDER, NONE, [line(0, 3), line(1, 1)], 'customer')
    expect(f).toMatchObject({
      itemsAmount: 9840,
      shippingAndFees: 550,
      pointsBack: 500,
      money: 9890,
      earnedTakeBack: 90,
      whole: true,
    })
    expect(f.lines.reduce((s, l) => s + l.amountIncludingTax, 0)).toBe(9840)
  })
})

describe('the refund route', () => {
  it('by payment method', () => {
    expect(refundRouteOf(PAYMENT_METHODS.CREDIT_CARD, 100)).toBe('gateway')
    expect(refundRouteOf(PAYMENT_METHODS.PAYPAY, 100)).toBe('gateway')
    expect(refundRouteOf(PAYMENT_METHODS.EXTERNAL_SETTLEMENT, 100)).toBe('gateway')
    expect(refundRouteOf(PAYMENT_METHODS.CASH_ON_DELIVERY, 100)).toBe('bank-transfer')
    expect(refundRouteOf(PAYMENT_METHODS.POSTAL_TRANSFER, 100)).toBe('bank-transfer')
    expect(refundRouteOf(PAYMENT_METHODS.DIRECT_DEBIT, 100)).toBe('bank-transfer')
    expect(refundRouteOf(PAYMENT_METHODS.POINT, 100)).toBe('none')
    expect(refundRouteOf(PAYMENT_METHODS.CREDIT_CARD, 0)).toBe('none')
  })
})

describe('the bank account', () => {
  it('accepts a correct account, normalising full-width digits and half-width kana', () => {
    expect(
      checkBankAccount({
        bankCode: '０００１',
        branchCode: '123',
        accountType: 'ordinary',
        accountNumber: '0012345',
        accountHolder: 'ﾓﾘﾉ ﾊﾅｺ',
      }),
    ).toEqual({
      ok: true,
      account: {
        bankCode: '0001',
        branchCode: '123',
        accountType: 'ordinary',
        accountNumber: '0012345',
        accountHolder: 'モリノ\u3000ハナコ',
      },
    })
  })

  it('names each wrong field in Japanese', () => {
    const result = checkBankAccount({
      bankCode: '12',
      branchCode: '1234',
      accountType: 'savings',
      accountNumber: '12345',
      accountHolder: 'Hanako',
    })
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'bankCode', message: BANK_ACCOUNT_MESSAGES.bankCode },
        { field: 'branchCode', message: BANK_ACCOUNT_MESSAGES.branchCode },
        { field: 'accountType', message: BANK_ACCOUNT_MESSAGES.accountType },
        { field: 'accountNumber', message: BANK_ACCOUNT_MESSAGES.accountNumber },
        { field: 'accountHolder', message: BANK_ACCOUNT_MESSAGES.accountHolder },
      ],
    })
    expect(checkBankAccount({ accountHolder: ' ' })).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([
        { field: 'accountHolder', message: BANK_ACCOUNT_MESSAGES.accountHolderRequired },
      ]),
    })
    expect(BANK_ACCOUNT_MESSAGES.bankCode).toMatch(/^金融機関コード：/)
  })

  it('takes hiragana as katakana and a company holder with its brackets', () => {
    const ok = checkBankAccount({
      bankCode: '0005',
      branchCode: '001',
      accountType: 'current',
      accountNumber: '1234567',
      accountHolder: 'ｶ)もりのしょうかい',
    })
    expect(ok).toMatchObject({ ok: true, account: { accountHolder: 'カ）モリノショウカイ' } })
  })
})

describe('the mail', () => {
  const base = {
    to: 'hanako@example.jp',
    addressee: { lastName: '森野', firstName: '花子' },
    orderNumber: 'W261129-000001',
    siteUrl: 'http://localhost:3000',
    lines: [{ name: 'DHAプラス', quantity: 1 }],
    refundAmount: 1026,
    shippingAndFees: 0,
    pointsBack: 54,
    earnedTakenBack: 10,
  }

  it('a card reduction says the charge was lowered', () => {
    const mail = returnMail({
      ...base,
      route: 'gateway',
      method: PAYMENT_METHODS.CREDIT_CARD,
      refundKind: 'reduce',
    })
    expect(mail.subject).toContain('返品・返金のお知らせ（ご注文番号 W261129-000001）')
    expect(mail.text).toContain('・DHAプラス 1個')
    expect(mail.text).toContain('返金額：1,026円（税込）')
    expect(mail.text).toContain('クレジットカードのご請求を1,026円（税込）減額しました。')
    expect(mail.text).toContain('ご利用ポイント54ptはお客さまのポイントに戻しました。')
    expect(mail.text).toContain('獲得したポイントのうち10ptを取り消しました。')
  })

  it('a bank transfer says when, and shows the account masked', () => {
    const mail = returnMail({
      ...base,
      route: 'bank-transfer',
      method: PAYMENT_METHODS.CASH_ON_DELIVERY,
      bankAccount: {
        bankCode: '0001',
        branchCode: '123',
        accountType: 'ordinary',
        accountNumber: '1234567',
        accountHolder: 'モリノ\u3000ハナコ',
      },
    })
    expect(mail.text).toContain('7営業日以内に、ご指定の口座へお振り込みします')
    expect(mail.text).toContain('口座番号 ****567')
    expect(mail.text).not.toContain('1234567')
  })
})
