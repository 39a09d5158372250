import { describe, expect, it } from 'vitest'

import { codeFactValues, fillFacts, unfilledFacts, withInvoiceNumber } from '@/shop/site/fact-placeholders'
import { codFeeTableMarkdown, PHONE_LINES, SHOP_CONTACT } from '@/shop/site/shop-facts'
import { INQUIRY_PHONES } from '@/shop/catalogue/inquiry-phone'
import { DELIVERY_DATE_WINDOW_TEXT } from '@/shop/calendar/delivery-calendar'
import { POINT_NOT_PAYABLE, POINT_PAYABLE, POINT_USE_SCOPE_TEXT } from '@/shop/points/point-rules'

describe('fillFacts', () => {
  it('fills known placeholders from the shop facts', () => {
    expect(fillFacts('電話 {{fact:productPhone}}（{{fact:productPhoneHours}}）')).toBe(
      `電話 ${INQUIRY_PHONES.general.number}（${INQUIRY_PHONES.general.hours}）`,
    )
    expect(fillFacts('{{fact:codFee}}')).toBe('330円〜1,100円')
    expect(fillFacts('{{fact:directDebitDate}}')).toBe('商品発送月の翌月27日')
    expect(fillFacts('{{fact:codFeeTable}}')).toBe(codFeeTableMarkdown())
  })

  it('fills each wrapping kind’s label and fee per package as checkout bills it', () => {
    expect(
      fillFacts(
        '{{fact:normalWrappingLabel}} {{fact:normalWrappingFee}}／{{fact:giftBoxWrappingLabel}} {{fact:giftBoxWrappingFee}}',
      ),
    ).toBe('包装紙ラッピング 220円（税込）／ギフトボックス 440円（税込）')
    expect(fillFacts('{{fact:giftWrappingFeeTable}}')).toBe(
      [
        '| ラッピングの種類 | 料金（1包装につき） |',
        '| --- | --- |',
        '| 包装紙ラッピング | 220円（税込） |',
        '| ギフトボックス | 440円（税込） |',
      ].join('\n'),
    )
  })

  it('fills what points pay and the delivery-date window from their rules', () => {
    expect(fillFacts('{{fact:pointPayable}}／{{fact:pointNotPayable}}')).toBe(
      `${POINT_PAYABLE}／${POINT_NOT_PAYABLE.join('・')}`,
    )
    expect(fillFacts('{{fact:pointUseScope}}')).toBe(POINT_USE_SCOPE_TEXT)
    expect(fillFacts('{{fact:deliveryDateWindow}}')).toBe(DELIVERY_DATE_WINDOW_TEXT)
  })

  it('leaves unknown placeholders visible and reports them', () => {
    expect(fillFacts('a {{fact:noSuchFact}} b')).toBe('a {{fact:noSuchFact}} b')
    expect(unfilledFacts('a {{fact:noSuchFact}} {{fact:codFee}}')).toEqual(['noSuchFact'])
  })

  it('fills the registration number only when the settings supplied it', () => {
    expect(fillFacts('{{fact:invoiceNumber}}')).toBe('{{fact:invoiceNumber}}')
    expect(fillFacts('{{fact:invoiceNumber}}', withInvoiceNumber(codeFactValues(), 'T9999999999999'))).toBe(
      'T9999999999999',
    )
  })

  it('fills every placeholder of a text, repeated ones too', () => {
    expect(fillFacts('{{fact:deliveryDays}}/{{fact:deliveryDays}}/{{fact:changeDeadline}}')).toBe(
      '2〜5日/2〜5日/7日前',
    )
  })
})

describe('phone lines', () => {
  it('are two labelled lines with their own numbers and hours', () => {
    const { customerCenter, productInquiry } = PHONE_LINES
    expect(customerCenter.number).not.toBe(productInquiry.number)
    expect(customerCenter.time).toBe('9:00〜18:00')
    expect(productInquiry).toMatchObject({ number: '0120-333-310', time: '9:00〜20:00' })
    expect(SHOP_CONTACT.phone).toBe(customerCenter.number)
  })
})
