/**
 * Why a product cannot go into (or stay in) the cart, in the shopper's words. The codes are the API's error
 * codes; the compatible add-to-cart links pass them to /cart/?error=<code>, which shows the message.
 */
import type { SaleStatus } from '@/shop/catalogue/codes'

import { CART_LINE_MAX_QUANTITY, CART_MAX_LINES } from './limits'

export const CART_ERROR_MESSAGES = {
  product_not_found: 'お探しの商品が見つかりませんでした。',
  not_on_sale: 'この商品は現在ご購入いただけません。',
  cycle_not_offered: 'この商品は、選択された購入方法（定期お届けの間隔）ではご購入いただけません。',
  out_of_stock: '申し訳ございません。この商品は在庫が不足しているため、カートに追加できませんでした。',
  line_limit: `1つの商品は${CART_LINE_MAX_QUANTITY}個までご購入いただけます。`,
  cart_full: `カートに入れられる商品は${CART_MAX_LINES}種類までです。`,
  line_not_found: 'カートに該当する商品がありません。ページを再読み込みしてください。',
  invalid_request: '商品をカートに追加できませんでした。リンクの内容をご確認ください。',
} as const

export type CartErrorCode = keyof typeof CART_ERROR_MESSAGES

export function isCartErrorCode(code: string | null | undefined): code is CartErrorCode {
  return typeof code === 'string' && Object.hasOwn(CART_ERROR_MESSAGES, code)
}

export function cartErrorMessage(code: string | null | undefined): string | null {
  return isCartErrorCode(code) ? CART_ERROR_MESSAGES[code] : null
}

export function notOnSaleMessage(status: SaleStatus): string {
  if (status === 'coming-soon') return 'この商品は発売前のため、まだご購入いただけません。'
  if (status === 'ended') return 'この商品は販売を終了しました。'
  return CART_ERROR_MESSAGES.not_on_sale
}

/** `allowance`: units the line may hold in all; `inCart`: units it already holds (when adding). */
export function outOfStockMessage(allowance: number, inCart = 0): string {
  if (allowance <= 0) return '申し訳ございません。この商品は在庫切れです。'
  if (inCart > 0)
    return allowance > inCart
      ? `在庫が不足しています。カートに${inCart}個入っているため、あと${allowance - inCart}個まで追加できます。`
      : `在庫が不足しているため、これ以上追加できません（カートに${inCart}個入っています）。`
  return `在庫が不足しています。ご購入いただける数量は${allowance}個までです。`
}

/** Notices on cart lines that can no longer be bought as they are. */
export const CART_LINE_NOTICES = {
  gone: 'この商品は現在お取り扱いしておりません。削除してください。',
  cycleEnded: 'この購入方法（定期お届けの間隔）は現在お取り扱いしておりません。削除してください。',
  soldOut: '在庫切れのため、現在ご購入いただけません。',
  short: (remaining: number) => `在庫が不足しています。数量を${remaining}個以下に変更してください。`,
} as const
