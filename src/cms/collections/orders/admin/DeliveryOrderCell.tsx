/**
 * The 注文 cell of regular deliveries (the list, and the お届け table on a course's page): the order number as a
 * link to the order, or 「—（注文なし）」. A server component: it reads the number while the table is built
 * (src/shop/courses/delivery-order-link.ts), instead of Payload's relationship cell, which fetches it in the
 * browser only once the row is in view and shows 「<No 注文>」 until then (docs/adr/070).
 */
import type { DefaultServerCellComponentProps } from 'payload'

import { deliveryOrderLink, NO_ORDER_TEXT } from '@/shop/courses/delivery-order-link'

export async function DeliveryOrderCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const link = await deliveryOrderLink(payload, cellData)
  if (!link) return <span>{NO_ORDER_TEXT}</span>
  return <a href={`${payload.config.routes.admin}/collections/orders/${link.id}`}>{link.orderNumber}</a>
}
