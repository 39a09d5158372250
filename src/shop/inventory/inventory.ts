/**
 * The one writer of stock (issue 12, "One owner per write"): orders take it, cancellations give it back, staff
 * edits in the admin report theirs, and each write's side effect happens here: when a product's availability
 * changes (sold out, or back in stock), the cached catalogue is expired (src/lib/cache/tags.ts) — only after the
 * transaction has committed (src/cms/transaction.ts `afterCommit`), never for a rolled-back one, and a failed
 * expiry is logged, never thrown (the order stands). The cached pages show availability only, not the count,
 * so a change that leaves a product available (or sold out) expires nothing; nor does the stock of a campaign
 * sample (docs/adr/046-sample-apply.md), which no cached page shows.
 *
 * Nothing else writes the `inventory` collection (tests/unit/inventory-owner.test.ts); the seed, in src/cms,
 * creates the rows.
 */
import type { Payload, PayloadRequest } from 'payload'

import { decrementIfAtLeast, increment } from '@/cms/guarded-update'
import { expireTags } from '@/cms/hooks/revalidate'
import { afterCommit, currentTransaction, type Transaction } from '@/cms/transaction'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { logger } from '@/lib/log'
import { isSampleCode } from '@/shop/campaigns/apply/sample-code'
import { ORDER_MESSAGES } from '@/shop/orders/order-messages'

import { startLowStockCheck, type LowStockDeps } from './low-stock-alert'

/** Products whose availability changed, and the cache tags that show them. */
export interface AvailabilityChange {
  productCodes: string[]
  tags: string[]
}

export interface InventoryDeps {
  /** Expires the cache tags (default: Next's revalidateTag through src/cms/hooks/revalidate.ts). */
  revalidate?: (change: AvailabilityChange) => void | Promise<void>
  /** The low-stock alert's mailer and address (low-stock-alert.ts; defaults: SMTP/outbox, the staff address). */
  lowStock?: LowStockDeps
}

export interface StockLine {
  productCode: string
  quantity: number
}

export interface StockNeed extends StockLine {
  /** The product's name, for the refusal message. */
  name: string
}

export type TakeStockResult = { ok: true } | { ok: false; message: string }

const defaultRevalidate = ({ tags }: AvailabilityChange) => expireTags(tags)

/** Quantities per product code, in code order: every transaction locks inventory rows in the same order. */
function byProductCode<T extends StockLine>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>()
  for (const line of lines) {
    const seen = merged.get(line.productCode)
    merged.set(line.productCode, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
  }
  return [...merged.values()].sort((a, b) => (a.productCode < b.productCode ? -1 : 1))
}

async function revalidateNow(change: AvailabilityChange, deps: InventoryDeps): Promise<void> {
  try {
    await (deps.revalidate ?? defaultRevalidate)(change)
    logger.info('stock: availability changed, catalogue cache expired', { productCodes: change.productCodes })
  } catch (error) {
    logger.error('stock: expiring the catalogue cache failed', {
      productCodes: change.productCodes,
      errorKind: error instanceof Error ? error.name : 'unknown',
    })
  }
}

/** Expires the pages of `productCodes` once `tx` commits (or now, when there is no transaction). */
function revalidateAfterCommit(
  payload: Payload,
  tx: Transaction | null,
  codes: readonly string[],
  deps: InventoryDeps,
): void {
  // A campaign sample's stock shows on no cached page (its form is rendered per request): nothing to expire.
  const productCodes = codes.filter((code) => !isSampleCode(code))
  if (productCodes.length === 0) return
  const change: AvailabilityChange = { productCodes, tags: [CACHE_TAGS.inventory] }
  if (tx) afterCommit(payload, tx, () => revalidateNow(change, deps))
  else void revalidateNow(change, deps)
}

/**
 * Checks the products for a low-stock alert (or its re-arming) once `tx` commits, or now without one. Started,
 * not awaited: the order's answer never waits for the alert's query and mail (low-stock-alert.ts).
 */
function lowStockAfterCommit(
  payload: Payload,
  tx: Transaction | null,
  codes: readonly string[],
  deps: InventoryDeps,
): void {
  if (codes.length === 0) return
  const start = () => startLowStockCheck(payload, codes, deps.lowStock)
  if (tx) afterCommit(payload, tx, start)
  else start()
}

/**
 * Takes the stock an order needs inside its transaction: guarded decrements (never below zero), in product-code
 * order. Refused with the out-of-stock message naming the first short product; the caller then rolls back.
 */
export async function takeStock(
  payload: Payload,
  tx: Transaction,
  needs: readonly StockNeed[],
  deps: InventoryDeps = {},
): Promise<TakeStockResult> {
  const soldOut: string[] = []
  const lines = byProductCode(needs)
  for (const need of lines) {
    const left = await decrementIfAtLeast(
      payload,
      'inventory',
      'productCode',
      need.productCode,
      'stock',
      need.quantity,
      tx,
    )
    if (left === null) return { ok: false, message: ORDER_MESSAGES.outOfStock(need.name) }
    if (left === 0) soldOut.push(need.productCode)
  }
  revalidateAfterCommit(payload, tx, soldOut, deps)
  lowStockAfterCommit(
    payload,
    tx,
    lines.map((l) => l.productCode),
    deps,
  )
  return { ok: true }
}

/**
 * Gives stock back (a cancelled order's lines) inside the caller's transaction. Exactly once is the caller's:
 * it calls this only from the status transition that won (order-status-service.ts).
 */
export async function restoreStock(
  payload: Payload,
  tx: Transaction,
  lines: readonly StockLine[],
  deps: InventoryDeps = {},
): Promise<void> {
  const backInStock: string[] = []
  const restored: string[] = []
  for (const line of byProductCode(lines)) {
    if (line.quantity <= 0) continue
    const stock = await increment(
      payload,
      'inventory',
      'productCode',
      line.productCode,
      'stock',
      line.quantity,
      tx,
    )
    if (stock === null) {
      logger.warn('stock: no inventory row to restore', { productCode: line.productCode })
      continue
    }
    restored.push(line.productCode)
    if (stock === line.quantity) backInStock.push(line.productCode)
  }
  revalidateAfterCommit(payload, tx, backInStock, deps)
  // Stock given back may lift a product to its threshold again: that re-arms its alert.
  lowStockAfterCommit(payload, tx, restored, deps)
}

/**
 * A staff edit of an inventory row (the collection's hooks): its availability change expires the cached pages
 * after the admin request's transaction commits (immediately where the write already committed). `before` is
 * undefined for a created row, `after` undefined for a deleted one; a product without a row is sold out. A row
 * still there is checked for its low-stock alert as well (a restock re-arms it, a lowered stock or a raised
 * threshold may alert).
 */
export async function stockEdited(
  payload: Payload,
  req: Partial<PayloadRequest>,
  edit: { productCode: string; before?: number | null; after?: number | null },
  deps: InventoryDeps = {},
): Promise<void> {
  const tx = await currentTransaction(payload, req)
  if (edit.after !== undefined) lowStockAfterCommit(payload, tx, [edit.productCode], deps)
  const wasAvailable = (edit.before ?? 0) > 0
  const isAvailable = (edit.after ?? 0) > 0
  if (wasAvailable === isAvailable) return
  revalidateAfterCommit(payload, tx, [edit.productCode], deps)
}
