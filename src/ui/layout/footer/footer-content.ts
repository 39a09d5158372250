import { COMMERCE_LAW_PAGE, PRIVACY_PAGE } from '../legal-pages'

import { STANDARD_DELIVERY_TEXT } from '@/shop/calendar/delivery-calendar'
import { paymentMethodsText, PHONE_LINES, SHOP_FACTS } from '@/shop/site/shop-facts'

/** Shopping facts of spec §1/§9, worded for the footer. */
export const FOOTER_FACTS: readonly { term: string; detail: string }[] = [
  // The shipping calendar's own sentence (ADR 030), so the footer never states other days than checkout.
  { term: 'お届け', detail: STANDARD_DELIVERY_TEXT },
  {
    term: '送料',
    detail: `税抜${SHOP_FACTS.freeShippingThreshold.replace('（税抜）', '')}以上で送料無料（定期お届けコースは常に送料無料）`,
  },
  { term: 'お支払い', detail: paymentMethodsText() },
  { term: '返品', detail: '商品到着後7日以内にお問い合わせフォームからご連絡ください' },
  {
    term: '定期お届けコース',
    detail: `変更・解約はお届け予定日の${SHOP_FACTS.changeDeadline}までにご連絡ください`,
  },
]

/** The operation-support line keeps the customer center's hours. */
export const SUPPORT_HOURS = `受付 ${PHONE_LINES.customerCenter.hours}`

export const ALCOHOL_NOTICE = '20歳未満の者の飲酒は法律で禁止されています。'

export const FOOTER_LEGAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'ご利用ガイド', href: '/about/' },
  { label: 'ギフトガイド', href: '/gift/' },
  { label: 'ご利用規約', href: '/about/terms/' },
  { label: '会社概要', href: '/company/' },
  COMMERCE_LAW_PAGE,
  PRIVACY_PAGE,
  { label: 'セキュリティについて', href: '/security/' },
  { label: 'サイトマップ', href: '/sitemap/' },
  { label: 'よくあるご質問', href: '/faq_inquiry/' },
]

export const COPYRIGHT = '© ウェルネスの森'

/** tel: links need the bare digits; the hyphenated form stays visible. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}
