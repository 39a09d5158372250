/**
 * Cart calls of the shop API (spec §7): add, change quantity or remove, the cart page data, and the old
 * add-to-cart links of landing pages (compatible/cart). Every answer that changes the cart returns the whole
 * cart view, so the page and the header badge update from one response.
 */
import { z } from 'zod'

import { CYCLE_TYPES, PRODUCT_CODE_PATTERN } from '@/shop/catalogue/codes'
import { CART_LINE_MAX_QUANTITY } from '@/shop/cart/limits'

import { defineCall } from '../define-call'

export const cartProductCodeSchema = z
  .string({ error: '商品コードを指定してください' })
  .regex(PRODUCT_CODE_PATTERN, '商品コードの形式が正しくありません')
const cycleType = z.enum(CYCLE_TYPES, { error: '購入方法（cycleType）は 0〜3 で指定してください' })
const quantity = (min: number) =>
  z.coerce
    .number({ error: '数量は数字で入力してください' })
    .int('数量は整数で入力してください')
    .min(min, `数量は${min}以上で入力してください`)
    .max(CART_LINE_MAX_QUANTITY, `数量は${CART_LINE_MAX_QUANTITY}個までです`)

const yen = z.number().int()
const amount = z.object({ excludingTax: yen, includingTax: yen })

export const cartLineSchema = z.object({
  /** Stable within a cart: `${productCode}:${cycleType}`. */
  lineId: z.string(),
  productCode: z.string(),
  category: z.string(),
  name: z.string(),
  /** The product page; null when the product is no longer published. */
  href: z.string().nullable(),
  imageUrl: z.string().nullable(),
  cycleType: z.enum(CYCLE_TYPES),
  cycleLabel: z.string(),
  quantity: z.number().int(),
  /** The most this line may hold now (line limit and stock). */
  maxQuantity: z.number().int(),
  taxRate: z.union([z.literal(8), z.literal(10)]),
  /** Price per item after any member price (kankeisha). */
  unitPrice: amount,
  /** The one-time price per item, shown struck through when the line is cheaper. */
  listUnitPrice: amount,
  lineTotal: amount,
  /** False when the product can no longer be bought (ended, out of stock); it does not count in the totals. */
  available: z.boolean(),
  /** Why the line needs attention, in Japanese (e.g. 在庫が不足しています). */
  notice: z.string().nullable(),
})

const taxByRate = z.object({
  rate: z.union([z.literal(8), z.literal(10)]),
  /** Tax-excluded amount at this rate (items, and shipping at 10 %). */
  taxableAmount: yen,
  tax: yen,
})

const cartSection = z.object({
  lines: z.array(cartLineSchema),
  totals: z.object({
    items: amount,
    shipping: amount,
    shippingFree: z.boolean(),
    byRate: z.array(taxByRate),
    total: yen,
  }),
})

export const cartViewSchema = z.object({
  /** Sum of quantities of available lines: the header badge. */
  count: z.number().int(),
  oneTime: cartSection,
  regular: cartSection,
  /** Whole cart (both sections), per rate, as the order would be billed. */
  totals: z.object({
    items: amount,
    shipping: amount,
    byRate: z.array(taxByRate),
    total: yen,
    /** Tax-excluded amount still needed for free shipping of one-time items; 0 when already free. */
    freeShippingRemaining: yen,
  }),
  /** The kankeisha price applied (Members issue); false for guests. */
  memberPrice: z.boolean(),
})
export type CartView = z.infer<typeof cartViewSchema>

export const cartAddCall = defineCall({
  method: 'POST',
  path: 'cart',
  operationId: 'postCart',
  summary: 'カートに商品を追加する（通常購入または定期お届け）',
  tags: ['cart'],
  errors: [404, 409],
  body: z.object({
    productCode: cartProductCodeSchema,
    cycleType: cycleType.default('0'),
    quantity: quantity(1).default(1),
  }),
  response: cartViewSchema,
})

export const cartUpdateCall = defineCall({
  method: 'PUT',
  path: 'cart',
  operationId: 'putCart',
  summary: 'カートの数量を変更する（0 で削除）',
  tags: ['cart'],
  errors: [404, 409],
  body: z.object({ productCode: cartProductCodeSchema, cycleType, quantity: quantity(0) }),
  response: cartViewSchema,
})

export const cartPageCall = defineCall({
  method: 'GET',
  path: 'pages/cart',
  operationId: 'getPagesCart',
  summary: 'カートページの表示内容',
  tags: ['pages', 'cart'],
  response: cartViewSchema,
})

/**
 * Old landing-page add-to-cart links (spec §7): `p` is the old name of `productCode`, `k` of `key` (link key).
 * Values are checked by the implementation, not here, so that a broken old link still lands on the cart page
 * with a message instead of a JSON error.
 */
const compatibleCartInput = z.object({
  p: z.string().max(100, '商品コード（p）は100文字以内で指定してください').optional(),
  productCode: z.string().max(100, '商品コードは100文字以内で指定してください').optional(),
  cycleType: z.string().max(10, '購入方法（cycleType）の形式が正しくありません').optional(),
  quantity: z.string().max(10, '数量の形式が正しくありません').optional(),
  key: z.string().max(100, 'リンクキー（key）は100文字以内で指定してください').optional(),
  k: z.string().max(100, 'リンクキー（k）は100文字以内で指定してください').optional(),
})
export type CompatibleCartInput = z.infer<typeof compatibleCartInput>

const methodName = z.object({
  methodName: z.string({ error: '操作名（methodName）を指定してください' }).max(40, '操作名が長すぎます'),
})
const compatibleRedirect = z.null().describe('303 See Other to /cart/ (with ?error=<code> when not added)')

export const compatibleCartGetCall = defineCall({
  method: 'GET',
  path: 'compatible/cart/{methodName}',
  operationId: 'getCompatibleCart',
  summary: '旧ランディングページのカート操作リンク（add: カートに追加して /cart/ へ移動）',
  tags: ['cart'],
  errors: [404],
  params: methodName,
  query: compatibleCartInput,
  response: compatibleRedirect,
})

export const compatibleCartPostCall = defineCall({
  method: 'POST',
  path: 'compatible/cart/{methodName}',
  operationId: 'postCompatibleCart',
  summary: '旧ランディングページのカート操作フォーム（add: カートに追加して /cart/ へ移動）',
  tags: ['cart'],
  errors: [404],
  params: methodName,
  body: compatibleCartInput,
  bodyEncoding: 'form',
  response: compatibleRedirect,
})
