/**
 * The order of a regular delivery as the admin's tables show it (issue 29 §3): its order number, linked to the
 * order's page. The delivery row keeps the order's id only; the cell (src/cms/collections/orders/admin/
 * DeliveryOrderCell.tsx) reads the number here, on the server, so it never depends on the browser loading the
 * related order after the row scrolls into view (Payload's relationship cell does; until then it says
 * 「<No 注文>」). A held, failed or skipped delivery has no order.
 */
import type { Payload } from 'payload'

export const NO_ORDER_TEXT = '—（注文なし）'

export interface DeliveryOrderLink {
  id: number
  orderNumber: string
}

/** The delivery's `order` value as a table cell gets it: an id, a populated order, or empty. */
export function orderIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return orderIdOf((value as { id: unknown }).id)
  return null
}

/** The order's id and number, or null when the delivery made no order. One lookup by primary key. */
export async function deliveryOrderLink(payload: Payload, value: unknown): Promise<DeliveryOrderLink | null> {
  const id = orderIdOf(value)
  if (id === null) return null
  const known =
    value && typeof value === 'object' && 'orderNumber' in value
      ? (value as { orderNumber: unknown }).orderNumber
      : undefined
  if (typeof known === 'string' && known) return { id, orderNumber: known }
  const { docs } = await payload.find({
    collection: 'orders',
    where: { id: { equals: id } },
    select: { orderNumber: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  // Orders are never deleted (their delete access is nobody); should one be missing, its id still names it.
  return { id, orderNumber: docs[0]?.orderNumber ?? `#${id}` }
}
