import { describe, expect, it } from 'vitest'

import {
  buildConfirmation,
  LEGAL_ITEM_IDS,
  RETURN_POLICY,
  type ConfirmLine,
} from '@/shop/checkout/confirmation'
import { checkoutBill } from '@/shop/checkout/fees'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'

const sesamin: ConfirmLine = {
  productName: 'セサミンEX',
  taxClass: 'food',
  cycleType: '1',
  unitPrice: 5000,
  quantity: 2,
}
const lotion: ConfirmLine = {
  productName: 'リフタージュ ローション',
  taxClass: 'standard',
  cycleType: '0',
  unitPrice: 3000,
  quantity: 1,
}

function confirm(
  lines: ConfirmLine[],
  paymentMethod: PaymentMethodCode,
  extra: { pointsUsed?: number; date?: string; hasAccount?: boolean } = {},
) {
  const bill = checkoutBill(lines, { paymentMethod, pointsUsed: extra.pointsUsed ?? 0 })
  return buildConfirmation({
    lines,
    bill,
    orderDate: '2026-11-23',
    paymentMethod,
    delivery: extra.date ? { option: '2', date: extra.date, time: '1' } : { option: '1', time: '0' },
    gift: null,
    pointsToEarn: 130,
    hasAccount: extra.hasAccount ?? true,
  })
}

const all = (texts: string[]) => texts.join('\n')

describe('confirm screen of a regular-delivery order (特定商取引法 12条の6)', () => {
  const c = confirm([sesamin, lotion], PAYMENT_METHODS.CREDIT_CARD, { pointsUsed: 500, date: '2026-11-30' })

  it('shows all six items in the law’s order', () => {
    expect(c.hasRegular).toBe(true)
    const ids = c.sections.map((s) => s.id)
    expect(ids.filter((id) => (LEGAL_ITEM_IDS as readonly string[]).includes(id))).toEqual([
      ...LEGAL_ITEM_IDS,
    ])
    for (const id of LEGAL_ITEM_IDS) expect(c.legalItems[id].texts.length).toBeGreaterThan(0)
  })

  it('(1) quantity per delivery, continuing until cancelled', () => {
    const t = all(c.legalItems.quantity.texts)
    expect(t).toContain('セサミンEX：1回のお届けにつき2個（定期お届け・毎月）')
    expect(t).toContain('解約のお申し出があるまで継続します')
    expect(t).not.toContain('いつでも解約')
  })

  it('(2) price of the first and later deliveries, shipping and a one-year guide', () => {
    const t = all(c.legalItems.price.texts)
    // 10,000 food → 10,800; 3,000 standard → 3,300; shipping free with regular; 500 points.
    expect(c.totals.find((x) => x.id === 'total')?.amount).toBe(14_100)
    expect(t).toContain('今回のお支払い金額：13,600円（税込）')
    expect(t).toContain('送料：無料')
    expect(t).toContain('初回お届け分 10,800円（税込）')
    expect(t).toContain('2回目以降のお届け：1回あたり 10,800円（税込）（送料無料）')
    expect(t).toContain('1年間（12回）お続けいただいた場合の目安：129,600円（税込）')
    expect(t).not.toMatch(/お試し|初回無料/)
  })

  it('(3) when and how payment is taken', () => {
    const t = all(c.legalItems.payment.texts)
    expect(t).toContain('お支払い方法：クレジットカード')
    expect(t).toContain('商品発送時に決済を確定します')
    expect(t).toContain('定期お届けの2回目以降は、各回の発送時に同じカードで決済します')
  })

  it('(4) when this and the next delivery arrive', () => {
    const t = all(c.legalItems.delivery.texts)
    expect(t).toContain('今回のお届け：2026年11月30日（月）　時間帯：午前中')
    // 11-30 + 1 month = 12-30, inside the year-end closure: the course moves to the first day after it (ADR 030).
    expect(t).toContain(
      '次回お届け予定日：2027年1月4日（月）（初回お届け日の1ヶ月後が年末年始（12月29日〜1月3日）の休業期間にあたるため、休業明けの日）',
    )
    expect(t).toContain('以降、毎月お届けします')
  })

  it('(5) no application period', () => {
    expect(c.legalItems.applicationPeriod.texts).toEqual(['お申込みの期間の定めはありません。'])
  })

  it('(6) change or cancel by 7 days before the next delivery via my page or the inquiry form', () => {
    const t = all(c.legalItems.cancellation.texts)
    expect(t).toContain('次回お届け予定日の7日前までに')
    expect(t).toContain('マイページ')
    expect(t).toContain('お問い合わせフォーム')
    expect(t).not.toContain('いつでも解約')
    expect(c.legalItems.cancellation.links?.map((l) => l.href)).toEqual([
      '/mypage/order-history/',
      '/mypage/regular-courses/',
      '/inquiry/contact/',
    ])
  })

  it('sends a guest (no my page) to the inquiry form only', () => {
    const guest = confirm([lotion], PAYMENT_METHODS.CREDIT_CARD, { hasAccount: false })
    const t = all(guest.legalItems.cancellation.texts)
    expect(t).toContain('商品発送前に限り、お問い合わせフォームから承ります。')
    expect(t).not.toContain('マイページ')
    expect(guest.legalItems.cancellation.links?.map((l) => l.href)).toEqual(['/inquiry/contact/'])
    const member = confirm([lotion], PAYMENT_METHODS.CREDIT_CARD, { hasAccount: true })
    expect(all(member.legalItems.cancellation.texts)).toContain(
      'マイページの「ご注文履歴」またはお問い合わせフォーム',
    )
  })

  it('shows the return rule on the confirm screen', () => {
    expect(c.returnPolicy).toBe(RETURN_POLICY)
    expect(c.sections.at(-1)).toBe(RETURN_POLICY)
    expect(all(c.returnPolicy.texts)).toContain('商品到着後7日以内に、お問い合わせフォーム')
  })

  it('shows per-rate tax totals, reduced-rate marks and points', () => {
    expect(c.taxByRate.map((t) => t.text)).toEqual([
      '8%対象（軽減税率） 10,800円（内消費税 800円）',
      '10%対象 3,300円（内消費税 300円）',
    ])
    expect(c.lines.map((l) => l.reducedRateMark)).toEqual(['※', ''])
    expect(c.lines[0]).toMatchObject({
      unitPriceIncludingTax: 5400,
      amountIncludingTax: 10_800,
      regular: true,
    })
    expect(c.points).toMatchObject({ used: 500, toEarn: 130 })
    expect(all(c.points.texts)).toContain('今回の獲得予定ポイント：130pt')
    expect(c.totals.find((x) => x.id === 'amountDue')?.amount).toBe(13_600)
  })
})

describe('other orders', () => {
  it('estimates the next delivery when no date is chosen, and adds COD fees', () => {
    const c = confirm([{ ...sesamin, cycleType: '2', quantity: 1 }], PAYMENT_METHODS.CASH_ON_DELIVERY)
    const delivery = all(c.legalItems.delivery.texts)
    expect(delivery).toContain('ご注文確定後、2〜5日でお届けします')
    expect(delivery).toContain('2027年1月23日（土）頃（ご注文日の2ヶ月後）')
    expect(all(c.legalItems.price.texts)).toContain(
      '2回目以降のお届け：1回あたり 5,730円（税込）（送料無料、代金引換手数料330円（税込）を含む）',
    )
    expect(all(c.legalItems.price.texts)).toContain('1年間（6回）')
    expect(c.totals.find((x) => x.id === 'cashOnDelivery')?.amount).toBe(330)
  })

  it('a one-time order still shows the six items without regular-delivery terms', () => {
    const c = confirm([lotion], PAYMENT_METHODS.POSTAL_TRANSFER)
    expect(c.hasRegular).toBe(false)
    expect(all(c.legalItems.quantity.texts)).toBe('リフタージュ ローション：1個')
    expect(all(c.legalItems.price.texts)).toContain('送料：550円（税込）')
    expect(all(c.legalItems.payment.texts)).not.toContain('定期お届け')
    expect(all(c.legalItems.cancellation.texts)).not.toContain('7日前')
    expect(c.returnPolicy).toBe(RETURN_POLICY)
  })
})
