/**
 * Checkout and order calls of the shop API (spec §7; issue 5; docs/adr/020-checkout-flow.md): the checkout page
 * data, `order/check` (validate and price the whole form from the database), `order` (place it, idempotently),
 * `order/reward-points`, `order/fraud-detection-output-log/`, the complete page, and the payment providers'
 * hand-backs (3-D Secure, app payments, Rakuten Pay).
 *
 * The checkout form travels under the spec's field names (FIRST_NAME … POINT_NUMBER, src/shop/checkout/
 * checkout-form.ts) plus CARD_TOKEN; the server validates it with the same zod schemas as the pages, so the body
 * schema here only bounds its shape. A CARD_* field in a body is refused on that field (card data never reaches
 * the shop).
 */
import { z } from 'zod'

import { defineCall } from '../define-call'
import { cartViewSchema } from './cart'

/** The checkout form as sent: spec names to strings or booleans (numbers are taken as text). */
export const checkoutFormSchema = z
  .record(z.string().max(60), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]), {
    error: '入力内容が正しくありません',
  })
  .refine((form) => Object.keys(form).length <= 120, { message: '入力内容が正しくありません' })

const keyValue = z.object({ label: z.string(), value: z.string() })

/** What the validation rules of the pages need (src/shop/checkout/checkout-form.ts CheckoutContext). */
export const checkoutContextSchema = z.object({
  today: z.string(),
  isMember: z.boolean(),
  hasRegular: z.boolean(),
  hasSavedCard: z.boolean(),
  pointBalance: z.number().int(),
  pointsPayable: z.number().int(),
  cashOnDeliveryAvailable: z.boolean(),
  /** src/shop/calendar/delivery-calendar.ts DeliveryCalendarSettings (ADR 030). */
  calendar: z.object({
    shippingDays: z.object({ min: z.number().int(), max: z.number().int() }),
    transitDays: z.object({ min: z.number().int(), max: z.number().int() }),
    spanDays: z.number().int(),
    closures: z.array(z.object({ from: z.string(), to: z.string(), name: z.string() })),
  }),
  /** PAYMENT_METHOD codes offered now, the same as `paymentMethods` (ADR 020); unset: every order method. */
  offeredPaymentMethods: z.array(z.string()).optional(),
})

const option = z.object({ value: z.string(), label: z.string(), description: z.string().optional() })

export const checkoutPageSchema = z.object({
  context: checkoutContextSchema,
  /** The cart as the cart page shows it (lines, totals per rate). */
  cart: cartViewSchema,
  /** Form values known before the shopper types: a member's orderer from the profile; empty for guests. */
  prefill: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The member's card kept by the provider (LAST_USED_CARD '1'). */
  savedCard: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The card-token service's script (ADR 018); null when card payment is unavailable. */
  cardTokenScriptUrl: z.string().nullable(),
  /** Every date the calendar offers for DELIVERY_SPECIFIED_DATE (YYYY-MM-DD, in order). */
  deliveryDates: z.array(z.string()),
  deliveryTimes: z.array(option),
  /** PAYMENT_METHOD choices in display order, with their fees or timing in `description`. */
  paymentMethods: z.array(option),
  giftWrappingKinds: z.array(option),
  giftPackagings: z.array(option),
  mailMagazines: z.array(option),
  /** Steps this shopper takes, in order (a member skips shopping01). */
  steps: z.array(z.object({ id: z.string(), path: z.string(), title: z.string() })),
})

export const checkoutPageCall = defineCall({
  method: 'GET',
  path: 'pages/cart/shopping',
  operationId: 'getPagesCartShopping',
  summary:
    'ご購入手続き（shopping01〜06）の画面データ：カート、会員情報の初期値、お届け日・お支払い方法などの選択肢',
  tags: ['order'],
  response: checkoutPageSchema,
})

export const checkoutConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/cart/shopping/confirm',
  operationId: 'getPagesCartShoppingConfirm',
  summary:
    'ご注文内容の確認画面のデータ：購入手続きの画面データに、この確認画面からの注文に使う冪等キーを加えたもの',
  tags: ['order'],
  response: checkoutPageSchema.extend({
    /** A fresh key for `POST order`; the page keeps its first one across reloads. */
    idempotencyKey: z.string(),
  }),
})

const lineView = z.object({
  productName: z.string(),
  purchaseLabel: z.string(),
  quantity: z.number().int(),
  unitPriceIncludingTax: z.number().int(),
  amountIncludingTax: z.number().int(),
  taxRate: z.union([z.literal(8), z.literal(10)]),
  reducedRateMark: z.enum(['※', '']),
  regular: z.boolean(),
})

const confirmSection = z.object({
  id: z.string(),
  heading: z.string(),
  texts: z.array(z.string()),
  links: z.array(z.object({ label: z.string(), href: z.string() })).optional(),
})

/** src/shop/checkout/confirmation.ts Confirmation, plus what the shopper entered, formatted for display. */
export const orderReviewSchema = z.object({
  lines: z.array(lineView),
  totals: z.array(
    z.object({ id: z.string(), label: z.string(), amount: z.number().int(), text: z.string() }),
  ),
  taxByRate: z.array(
    z.object({
      rate: z.number(),
      label: z.string(),
      taxableAmount: z.number().int(),
      tax: z.number().int(),
      text: z.string(),
    }),
  ),
  points: confirmSection.extend({ used: z.number().int(), toEarn: z.number().int() }),
  /** The six items of 特定商取引法 12条の6, by id (LEGAL_ITEM_IDS), and the return rule. */
  legalItems: z.record(z.string(), confirmSection),
  returnPolicy: confirmSection,
  hasRegular: z.boolean(),
  /** Everything below the lines, in display order. */
  sections: z.array(confirmSection),
  /** The entered information: orderer, destination, delivery, gift, payment, mail magazines, registration. */
  entered: z.array(
    z.object({ id: z.string(), heading: z.string(), rows: z.array(keyValue), editPath: z.string() }),
  ),
  /** Amount to pay (tax included) after points. */
  amountDue: z.number().int(),
})

export const orderCheckCall = defineCall({
  method: 'POST',
  path: 'order/check',
  operationId: 'postOrderCheck',
  summary:
    'ご購入手続きの入力内容をすべて検証し、カートをデータベースから価格計算して確認画面の内容を返す（注文はしない）。入力の誤りは 400 で項目ごとに返す',
  tags: ['order'],
  // 400: fields keyed by the spec's names, plus `firstInvalidStepPath` in fields._step; 409: the cart is empty or
  // changed (a product ended or ran short).
  errors: [409],
  body: checkoutFormSchema,
  response: orderReviewSchema,
})

export const orderCall = defineCall({
  method: 'POST',
  path: 'order',
  operationId: 'postOrder',
  summary:
    'ご注文を確定する。idempotencyKey（または Idempotency-Key ヘッダー）が同じ再送信は同じ注文を返す。カードの 3-D セキュア認証やスマホ決済・楽天ペイでは redirectUrl へ移動する',
  tags: ['order'],
  // 400 fields; 402 declined (Japanese message, nothing placed); 409 cart changed, out of stock, points short;
  // 429 card attempts over the limit (Retry-After).
  errors: [402, 409, 429],
  body: checkoutFormSchema,
  response: z.discriminatedUnion('status', [
    z.object({ status: z.literal('placed'), orderNumber: z.string(), completePath: z.string() }),
    /** The browser goes to the provider (ACS page, app approval) and comes back through a callback. */
    z.object({ status: z.literal('redirect'), orderNumber: z.string(), redirectUrl: z.string() }),
  ]),
})

export const orderRewardPointsCall = defineCall({
  method: 'POST',
  path: 'order/reward-points',
  operationId: 'postOrderRewardPoints',
  summary:
    'カートの内容とポイントの使い方（POINT_METHOD・POINT_NUMBER）から、使えるポイントと獲得予定ポイントを計算する',
  tags: ['order'],
  errors: [409],
  body: z.object({
    POINT_METHOD: z.string().max(1).optional(),
    POINT_NUMBER: z.union([z.string().max(12), z.number()]).optional(),
  }),
  response: z.object({
    /** The member's balance; null for guests. */
    balance: z.number().int().nullable(),
    /** The most points may pay for this cart. */
    payable: z.number().int(),
    pointsToUse: z.number().int(),
    pointsToEarn: z.number().int(),
  }),
})

export const orderFraudLogCall = defineCall({
  method: 'POST',
  path: 'order/fraud-detection-output-log',
  operationId: 'postOrderFraudDetectionOutputLog',
  summary:
    '購入手続き中のブラウザの不正検知シグナル（端末・操作の特徴量）を記録する。個人情報やカード情報は受け付けない',
  tags: ['order'],
  // 400 on a signal that looks like personal or card data; 429 when one IP sends too many.
  errors: [429],
  body: z.object({
    /** Which checkout page sent it ('shopping05', 'confirm', …). */
    page: z.string().max(40),
    signals: z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()])),
  }),
  response: z.object({ recorded: z.literal(true) }),
})

export const orderCompletePageCall = defineCall({
  method: 'GET',
  path: 'pages/cart/shopping/complete',
  operationId: 'getPagesCartShoppingComplete',
  summary: 'ご注文完了画面のデータ（注文した本人のみ：会員、またはこのブラウザで注文したゲスト）',
  tags: ['order'],
  // 404 not this browser's order (or no such order); 429 too many look-ups from this IP (Retry-After).
  errors: [404, 429],
  query: z.object({
    orderNumber: z.string({ error: '注文番号を指定してください' }).max(20),
  }),
  response: z.object({
    orderNumber: z.string(),
    /** Japanese date and time of the order. */
    placedAt: z.string(),
    statusLabel: z.string(),
    paymentLabel: z.string(),
    amountDue: z.number().int(),
    /** Where the receipt went, masked (ta***@example.jp). */
    maskedEmail: z.string(),
    lines: z.array(lineView),
    /** Per rate, tax-inclusive, as pricing/tax-breakdown.ts words it (the confirm screen and receipt say the same). */
    taxByRate: z.array(z.object({ rate: z.number(), label: z.string(), text: z.string() })),
    /** What happens next (payment, delivery, regular deliveries). */
    nextSteps: z.array(z.string()),
    /** A guest registered while ordering and is now signed in. */
    registered: z.boolean(),
  }),
})

/** What the provider's hand-back page posts (form-encoded). */
const handBack = z.looseObject({
  reference: z.string({ error: '決済の参照番号がありません' }).max(100),
})

export const tdsCallbackCall = defineCall({
  method: 'POST',
  path: 'pages/cart/tds-callback',
  operationId: 'postPagesCartTdsCallback',
  summary:
    '3-D セキュア認証の戻り先（決済代行会社の画面からのフォーム送信）。認証結果で決済を確定し、完了画面またはエラー画面へ 303 で移動する',
  tags: ['order'],
  bodyEncoding: 'form',
  body: handBack,
  response: z.unknown(),
})

export const tdsErrorCall = defineCall({
  method: 'GET',
  path: 'pages/cart/tds-error',
  operationId: 'getPagesCartTdsError',
  summary: '3-D セキュア認証・スマホ決済が完了しなかったときのエラー画面のデータ',
  tags: ['order'],
  query: z.object({ code: z.string().max(40).optional() }),
  response: z.object({ title: z.string(), message: z.string(), retryPath: z.string() }),
})

export const appPaymentCallbackCall = defineCall({
  method: 'POST',
  path: 'gmo-app-payment-callback',
  operationId: 'postGmoAppPaymentCallback',
  summary:
    'スマホ決済（PayPay・au PAY・d払い）の戻り先。承認結果で決済を確定し、完了画面またはお支払い結果の画面へ 303 で移動する',
  tags: ['order'],
  bodyEncoding: 'form',
  body: handBack,
  response: z.unknown(),
})

export const rakutenConfirmCall = defineCall({
  method: 'POST',
  path: 'rakuten/confirm',
  operationId: 'postRakutenConfirm',
  summary:
    '楽天ペイの承認後の戻り先（confirmId 付きのフォーム送信）。注文内容の最終確認画面へ 303 で移動する。confirmId がない戻り（楽天ペイの画面でキャンセル）はお支払い結果の画面へ移動する',
  tags: ['order'],
  bodyEncoding: 'form',
  // Optional: a shopper who cancels in Rakuten Pay comes back without one (ADR 020).
  body: handBack.extend({ confirmId: z.string().max(100).optional() }),
  response: z.unknown(),
})

export const rakutenOrderCall = defineCall({
  method: 'POST',
  path: 'rakuten/order',
  operationId: 'postRakutenOrder',
  summary:
    '楽天ペイの注文を確定する（最終確認画面からの confirmId 付きフォーム送信）。完了画面またはエラー画面へ 303 で移動する',
  tags: ['order'],
  bodyEncoding: 'form',
  body: handBack.extend({ confirmId: z.string({ error: 'confirmId がありません' }).max(100) }),
  response: z.unknown(),
})
