/**
 * A member's order cancellation (spec §7 `POST order/cancel`, page data `pages/mypage/order-cancel`, `/confirm`
 * and `/complete`; issue 12, docs/adr/036-order-cancel-detail-and-staff-course-actions.md). Members only (401
 * otherwise); another member's order number answers 404; an order that can no longer be cancelled (shipped,
 * cancelled, payment under way) answers 409 with the reason.
 */
import { z } from 'zod'

import { ORDER_NUMBER_INPUT_PATTERN } from '@/shop/orders/member-cancel-rules'

import { defineCall } from '../define-call'
import { label } from '../zod-messages'

export const orderNumberField = label(
  z.string().trim().min(1).regex(ORDER_NUMBER_INPUT_PATTERN, 'ご注文番号の形式が正しくありません'),
  'ご注文番号',
)

const amountRow = z.object({ label: z.string(), text: z.string() })

export const orderCancelPageSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  statusLabel: z.string(),
  lines: z.array(
    z.object({
      productName: z.string(),
      purchaseLabel: z.string(),
      quantity: z.number(),
      amount: z.string(),
    }),
  ),
  totals: z.array(amountRow),
  cancellable: z.boolean(),
  cancelled: z.boolean(),
  /** Why it cannot be cancelled; null while it can. */
  refusal: z.string().nullable(),
  /** delivery (one delivery of a course: only it is cancelled), opens-course, one-time. */
  scope: z.enum(['delivery', 'opens-course', 'one-time']),
  scopeNote: z.string(),
})

export type OrderCancelPage = z.infer<typeof orderCancelPageSchema>

const pageQuery = z.object({ orderNumber: orderNumberField })

export const orderCancelPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/order-cancel',
  operationId: 'getPagesMypageOrderCancel',
  summary: 'ご注文キャンセルの画面データ：対象のご注文、キャンセルできるか、定期お届けへの影響',
  tags: ['pages', 'order'],
  errors: [401, 404],
  query: pageQuery,
  response: orderCancelPageSchema,
})

export const orderCancelConfirmPageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/order-cancel/confirm',
  operationId: 'getPagesMypageOrderCancelConfirm',
  summary: 'ご注文キャンセルの確認画面データ（キャンセルできないご注文は409）',
  tags: ['pages', 'order'],
  errors: [401, 404, 409],
  query: pageQuery,
  response: orderCancelPageSchema,
})

export const orderCancelCompletePageCall = defineCall({
  method: 'GET',
  path: 'pages/mypage/order-cancel/complete',
  operationId: 'getPagesMypageOrderCancelComplete',
  summary: 'ご注文キャンセルの完了画面データ（キャンセルされていないご注文は409）',
  tags: ['pages', 'order'],
  errors: [401, 404, 409],
  query: pageQuery,
  response: orderCancelPageSchema,
})

export const orderCancelCall = defineCall({
  method: 'POST',
  path: 'order/cancel',
  operationId: 'postOrderCancel',
  summary:
    '会員が発送前の自分のご注文をキャンセルする。在庫と利用ポイントを一度だけ戻し、カード等の決済を取り消し、キャンセルのお知らせメールを送る。定期コースのお届け分の注文は、その回のお届けだけをキャンセルする',
  tags: ['order'],
  errors: [401, 404, 409],
  body: z.object({ orderNumber: orderNumberField }),
  response: z.object({ orderNumber: z.string(), status: z.literal('cancelled') }),
})
