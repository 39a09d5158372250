/**
 * Status changes of an order made in the admin (or by any update): only the transitions of order-status.ts, and
 * their effects (cancel: stock back, points refunded, earn voided, courses cancelled; shipped: earned points
 * settle, the shipping date is recorded and the member gets the shipping notice) run through the order services,
 * each exactly once.
 */
import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { applyShippedEffects } from '@/shop/orders/order-shipping'
import { applyCancellation } from '@/shop/orders/order-status-service'
import { transitionError, type OrderStatus } from '@/shop/orders/order-status'

export const checkStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || !data?.status) return data
  const error = transitionError(originalDoc.status as OrderStatus, data.status as OrderStatus)
  if (error) throw new APIError(error, 400, undefined, true)
  return data
}

export const applyStatusEffects: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  if (doc.status === 'cancelled') await applyCancellation(req.payload, doc.id as number, req)
  if (doc.status === 'shipped') {
    // The shipping date once, and the member's shipping notice once, after this change commits.
    const shippedAt = typeof doc.shippedAt === 'string' ? new Date(doc.shippedAt) : undefined
    await applyShippedEffects(req.payload, doc.id as number, req, { shippedAt })
  }
  return doc
}
