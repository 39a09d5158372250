import { describe, expect, it } from 'vitest'

import { buildConfirmation, type ConfirmLine } from '@/shop/checkout/confirmation'
import { checkoutBill } from '@/shop/checkout/fees'
import { orderReceiptMail, SELLER_NAME } from '@/shop/checkout/receipt-mail'
import { PAYMENT_METHODS } from '@/shop/payments/payment-methods'

const lines: ConfirmLine[] = [
  { productName: 'セサミンEX', taxClass: 'food', cycleType: '1', unitPrice: 5000, quantity: 1 },
  {
    productName: 'リフタージュ ローション',
    taxClass: 'standard',
    cycleType: '0',
    unitPrice: 3000,
    quantity: 1,
  },
]

type MailReceipt = Parameters<typeof orderReceiptMail>[0]['receipt']
const MEMBER_RECEIPT: MailReceipt = { timing: '商品の発送後', link: null }
const GUEST_RECEIPT: MailReceipt = {
  timing: '商品の発送後',
  link: { url: 'https://shop.example.jp/receipt/?token=abc', expiresOn: '2027年5月22日（土）' },
}

function mail(
  cycle: ConfirmLine['cycleType'] = '1',
  hasAccount = true,
  receipt: MailReceipt = hasAccount ? MEMBER_RECEIPT : GUEST_RECEIPT,
) {
  const ls = lines.map((l, i) => (i === 0 ? { ...l, cycleType: cycle } : l))
  const bill = checkoutBill(ls, { paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY })
  const delivery = { option: '1', time: '4' }
  const confirmation = buildConfirmation({
    lines: ls,
    bill,
    orderDate: '2026-11-23',
    paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    delivery,
    gift: null,
    pointsToEarn: 80,
    hasAccount,
  })
  return orderReceiptMail({
    to: 'hanako@example.jp',
    orderNumber: 'W2611-0001-AB',
    orderedAt: new Date('2026-11-23T03:04:00Z'),
    orderer: { lastName: '山田', firstName: '花子' },
    destination: {
      name: '山田 花子',
      postalCode: '1000001',
      address: '東京都千代田区千代田1-1',
      phone: '09012345678',
    },
    paymentMethod: PAYMENT_METHODS.CASH_ON_DELIVERY,
    delivery,
    confirmation,
    siteUrl: 'https://shop.example.jp',
    seller: { registrationNumber: 'T9876543210987' },
    receipt,
  })
}

describe('order receipt mail', () => {
  it('is addressed and kinded', () => {
    const m = mail()
    expect(m.to).toBe('hanako@example.jp')
    expect(m.kind).toBe('order-receipt')
    expect(m.subject).toContain('ご注文番号 W2611-0001-AB')
  })

  it('lists the order with reduced-rate marks, per-rate tax and totals', () => {
    const { text } = mail()
    expect(text).toContain('ご注文番号：W2611-0001-AB')
    expect(text).toContain('ご注文日時：2026年11月23日 12:04')
    expect(text).toContain('※セサミンEX（定期お届け（毎月））')
    expect(text).toContain('\nリフタージュ ローション（通常購入（1回のみ））')
    expect(text).toContain('※は軽減税率（8%）対象商品です。')
    expect(text).toContain('8%対象（軽減税率） 5,400円（内消費税 400円）')
    // 3,000 + COD 300 in the 10 % pool.
    expect(text).toContain('10%対象 3,630円（内消費税 330円）')
    expect(text).toContain('代金引換手数料：330円（税込）')
    expect(text).toContain('お支払い金額：9,030円（税込）')
    expect(text).toContain('代金引換')
    expect(text).toContain('〒100-0001 東京都千代田区千代田1-1')
    expect(text).toContain('時間帯：18時〜20時')
  })

  it('carries the 特商法 items for regular lines, the return rule and the seller', () => {
    const { text } = mail()
    expect(text).toContain('特定商取引法')
    expect(text).toContain('解約のお申し出があるまで継続します')
    expect(text).toContain('次回お届け予定日の7日前までに')
    expect(text).toContain('商品到着後7日以内に、お問い合わせフォーム')
    expect(text).toContain(SELLER_NAME)
    // The number given (the site settings'), never a constant of the mail.
    expect(text).toContain('登録番号：T9876543210987')
    expect(text.match(/登録番号：T\d{13}/g)).toEqual(['登録番号：T9876543210987'])
  })

  it('leaves the regular-delivery terms out of a one-time order but keeps the return rule', () => {
    const { text } = mail('0')
    expect(text).not.toContain('特定商取引法')
    expect(text).toContain('商品到着後7日以内に')
  })

  it('points a member at the my page, and a guest (who has none) at the inquiry form', () => {
    expect(mail('0', true).text).toContain('マイページのご注文履歴')
    const guest = mail('0', false).text
    expect(guest).not.toContain('マイページ')
    expect(guest).not.toContain('/mypage/')
    expect(guest).toContain('ご注文番号を添えて下記までお問い合わせください。')
  })

  it("tells how to get the receipt: the my page, the guest's signed link with its expiry, or the carrier's", () => {
    expect(mail('0', true).text).toContain(
      '領収書（適格簡易請求書）は、商品の発送後にマイページのご注文履歴から発行できます',
    )
    const guest = mail('0', false).text
    expect(guest).toContain('商品の発送後に下記のページから発行できます')
    expect(guest).toContain('https://shop.example.jp/receipt/?token=abc')
    expect(guest).toContain('このリンクの有効期限：2027年5月22日（土）まで')
    const cod = mail('0', false, {
      thirdPartyNote: '代金引換のご注文は、配送業者の領収書をご利用ください。',
    }).text
    expect(cod).toContain('代金引換のご注文は、配送業者の領収書をご利用ください。')
    expect(cod).not.toContain('/receipt/')
  })
})
