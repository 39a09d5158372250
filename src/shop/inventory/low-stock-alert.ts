/**
 * The low-stock alert's side of the stock owner (docs/adr/070-stock-alerts-and-held-deliveries.md): after a stock
 * change has COMMITTED (an order's takeStock, a cancel's restoreStock, a staff edit), the changed products' rows
 * are read and each decided by low-stock-rules.ts. An order's transaction gains no query; the check runs
 * detached after the commit, so the order's answer does not wait for it either.
 *
 * Exactly once: the mail goes out in the transaction that sets `lowStockAlertedAt` while it is still empty
 * (guarded-update.ts `setIfEmpty`): of two orders that cross the threshold together, one sets it and mails; the
 * other finds it set. A failed mail rolls the mark back, so the next change tries again. The mark is cleared (a
 * guarded update that re-checks stock ≥ threshold in the database) when the stock is back, re-arming the alert.
 *
 * The address is the one staff address of the shop's operations: 定期お届けの設定 → staffNotificationEmail (held
 * deliveries, failed card retries and low stock all go there).
 */
import type { Payload } from 'payload'

import { clearUnlessBelow, setIfEmpty } from '@/cms/guarded-update'
import { withTransaction } from '@/cms/transaction'
import { env } from '@/lib/config/env'
import { logger } from '@/lib/log'
import { DEFAULT_STAFF_NOTIFICATION_EMAIL } from '@/shop/courses/engine-settings'
import { defaultTransport } from '@/shop/mail/default-transport'
import { sendMail, type MailTransport } from '@/shop/mail/mail-service'

import { hasThreshold, lowStockDecision, lowStockMail } from './low-stock-rules'

export interface LowStockDeps {
  mailer?: { transport: MailTransport; from: string; siteUrl: string }
  /** Default: 定期お届けの設定's staff address. */
  staffAddress?: string
  now?: () => Date
}

interface InventoryRow {
  id: number
  productCode: string
  stock: number
  lowStockThreshold: number | null
  lowStockAlertedAt: string | null
}

async function staffAddressOf(payload: Payload, deps: LowStockDeps): Promise<string> {
  if (deps.staffAddress) return deps.staffAddress
  const settings = await payload.findGlobal({
    slug: 'regular-delivery-settings',
    depth: 0,
    overrideAccess: true,
    select: { staffNotificationEmail: true },
  })
  return settings?.staffNotificationEmail || DEFAULT_STAFF_NOTIFICATION_EMAIL
}

async function productNameOf(payload: Payload, productCode: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { productCode: { equals: productCode } },
    select: { name: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  // A campaign sample's stock row has no product of its own: its code names it.
  return docs[0]?.name ?? productCode
}

/** Marks the row and mails staff, in one transaction: true when this call was the one that alerted. */
async function alertOnce(
  payload: Payload,
  row: InventoryRow & { lowStockThreshold: number },
  deps: LowStockDeps,
) {
  const now = (deps.now ?? (() => new Date()))()
  const mailer = deps.mailer ?? {
    transport: defaultTransport(env.SMTP_URL),
    from: env.MAIL_FROM,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
  }
  const [to, productName] = await Promise.all([
    staffAddressOf(payload, deps),
    productNameOf(payload, row.productCode),
  ])
  const adminUrl = `${mailer.siteUrl}${payload.config.routes.admin}/collections/inventory/${row.id}`
  return withTransaction(payload, async (tx) => {
    if (!(await setIfEmpty(payload, 'inventory', row.id, 'lowStockAlertedAt', now.toISOString(), tx)))
      return false
    await sendMail(
      { payload, transport: mailer.transport, from: mailer.from, req: tx.req },
      lowStockMail({
        to,
        productName,
        productCode: row.productCode,
        stock: row.stock,
        threshold: row.lowStockThreshold,
        adminUrl,
        at: now,
      }),
    )
    return true
  })
}

/** Reads the products' rows as committed and alerts or re-arms each (low-stock-rules.ts). */
export async function checkLowStock(
  payload: Payload,
  productCodes: readonly string[],
  deps: LowStockDeps = {},
): Promise<void> {
  if (productCodes.length === 0) return
  const { docs } = await payload.find({
    collection: 'inventory',
    where: {
      and: [
        { productCode: { in: [...new Set(productCodes)] } },
        // Rows that may alert, and marks left from a threshold since removed.
        { or: [{ lowStockThreshold: { exists: true } }, { lowStockAlertedAt: { exists: true } }] },
      ],
    },
    select: { productCode: true, stock: true, lowStockThreshold: true, lowStockAlertedAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const row: InventoryRow = {
      id: doc.id,
      productCode: doc.productCode,
      stock: doc.stock,
      lowStockThreshold: doc.lowStockThreshold ?? null,
      lowStockAlertedAt: doc.lowStockAlertedAt ?? null,
    }
    const decision = lowStockDecision(row)
    if (decision === 'rearm') {
      await clearUnlessBelow(payload, 'inventory', row.id, 'lowStockAlertedAt', 'stock', 'lowStockThreshold')
    } else if (decision === 'alert' && hasThreshold(row)) {
      const alerted = await alertOnce(payload, row, deps)
      if (alerted)
        logger.info('stock: low-stock alert sent', {
          productCode: row.productCode,
          stock: row.stock,
          threshold: row.lowStockThreshold,
        })
    }
  }
}

/** Checks in flight, so tests (and a graceful stop) can wait for them. */
const inFlight = new Set<Promise<void>>()

/** Starts the check without waiting for it; a failure is logged, never thrown (the stock change stands). */
export function startLowStockCheck(
  payload: Payload,
  productCodes: readonly string[],
  deps: LowStockDeps = {},
): void {
  if (productCodes.length === 0) return
  const check: Promise<void> = checkLowStock(payload, productCodes, deps)
    .catch((error: unknown) => {
      logger.error('stock: low-stock check failed', {
        productCodes: [...productCodes],
        errorKind: error instanceof Error ? error.name : 'unknown',
      })
    })
    .finally(() => inFlight.delete(check))
  inFlight.add(check)
}

/** Resolves once every low-stock check started so far has finished. */
export async function lowStockChecksSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight])
}
