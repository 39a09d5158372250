/**
 * 出荷指示 (issue 29): the orders ready and due to ship on a day, as the carrier's file — B2クラウド's import layout in
 * Shift_JIS, or the plain UTF-8 list — each order marked as handed over in the same transaction that records the
 * export (who, when, which orders). An order handed over once is left out of the next export unless staff ask for
 * the handed-over ones again; two exports at once never put one order in both files (a guarded set-if-empty
 * decides). The file can be made again from its record (exportAgain) if the download was lost.
 */
import type { Payload, Where } from 'payload'

import { setIfEmpty } from '@/cms/guarded-update'
import { withTransaction } from '@/cms/transaction'
import type { Order } from '@/cms/payload-types'
import { logger } from '@/lib/log'
import { PHONE_LINES, SELLER } from '@/shop/site/shop-facts'
import { SHOP_NAME } from '@/shop/site/shop-name'

import { b2Row, B2_COLUMNS, type B2Account } from './b2-layout'
import { csvText } from './csv-lines'
import { plainRow, PLAIN_COLUMNS } from './plain-layout'
import type { LineProblem } from './result-file'
import { shipmentOf, type ShipmentOrder } from './shipment'
import {
  isDueOn,
  isReadyToShip,
  latestDeliveryDayFor,
  READY_ORDER_STATUSES,
  READY_PAYMENT_STATUSES,
  shippingFileName,
  type ShippingFileFormat,
} from './shipping-rules'
import { encodeShiftJis } from './shift-jis'

/** The shop's B2 account: the shipper from the shop's facts, the contract codes from the environment. */
export function b2AccountFromEnv(env: NodeJS.ProcessEnv = process.env): B2Account {
  const [building = '', ...rest] = SELLER.address.split(' ').reverse()
  return {
    shipper: {
      name: SHOP_NAME,
      postalCode: SELLER.postalCode,
      address: rest.reverse().join(' ') || SELLER.address,
      building: rest.length > 0 ? building : '',
      phone: PHONE_LINES.customerCenter.number,
    },
    // The demo's codes; a shop sets its own from its contract with the carrier (README "Shipping").
    billingCustomerCode: env.B2_BILLING_CUSTOMER_CODE ?? '012345678901',
    freightNumber: env.B2_FREIGHT_NUMBER ?? '01',
  }
}

export interface ShippingFile {
  fileName: string
  contentType: string
  body: Uint8Array
  orderCount: number
  warnings: LineProblem[]
}

/** Builds the file (pure apart from the encoder's table). */
export function shippingFile(
  orders: readonly ShipmentOrder[],
  format: ShippingFileFormat,
  shipDate: string,
  account: B2Account,
): ShippingFile {
  const warnings: LineProblem[] = []
  const fileName = shippingFileName(shipDate, format)
  if (format === 'plain') {
    const text = '\uFEFF' + csvText([[...PLAIN_COLUMNS], ...orders.map((o) => plainRow(o, shipDate))])
    return {
      fileName,
      contentType: 'text/csv; charset=utf-8',
      body: new TextEncoder().encode(text),
      orderCount: orders.length,
      warnings,
    }
  }
  const chunks: Uint8Array[] = [encodeShiftJis(csvText([[...B2_COLUMNS]])).bytes]
  orders.forEach((order, i) => {
    const row = b2Row(order, shipDate, account)
    const encoded = encodeShiftJis(csvText([row.cells]))
    const line = i + 2
    for (const message of row.warnings) warnings.push({ line, orderNumber: order.orderNumber, message })
    if (encoded.unmappable.length > 0)
      warnings.push({
        line,
        orderNumber: order.orderNumber,
        message: `送り状に印字できない文字（${encoded.unmappable.join('')}）を「〓」にしました。`,
      })
    chunks.push(encoded.bytes)
  })
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    body.set(c, at)
    at += c.length
  }
  return { fileName, contentType: 'text/csv; charset=Shift_JIS', body, orderCount: orders.length, warnings }
}

export interface ExportRequest {
  format: ShippingFileFormat
  /** YYYY-MM-DD (Japan): the day the parcels leave (出荷予定日). */
  shipDate: string
  /** Also the orders handed over before and not shipped yet (a lost or redone file). */
  includeHandedOver: boolean
  staffId: number
  now?: Date
  account?: B2Account
}

export interface ShippingExport extends ShippingFile {
  batchId: number
}

/** The orders ready and due on `shipDate`, oldest first. */
export async function readyOrders(
  payload: Payload,
  shipDate: string,
  includeHandedOver: boolean,
): Promise<Order[]> {
  const where: Where = {
    and: [
      { status: { in: [...READY_ORDER_STATUSES] } },
      { 'payment.status': { in: [...READY_PAYMENT_STATUSES] } },
      { shippedAt: { exists: false } },
      ...(includeHandedOver ? [] : [{ handedOverAt: { exists: false } }]),
      {
        or: [
          { 'delivery.specifiedDate': { exists: false } },
          { 'delivery.specifiedDate': { equals: '' } },
          { 'delivery.specifiedDate': { less_than_equal: latestDeliveryDayFor(shipDate) } },
        ],
      },
    ],
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    sort: 'placedAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter((o) => isReadyToShip(o) && isDueOn(shipmentOf(o).deliveryDate, shipDate))
}

/** How many orders the next export of `shipDate` would hold (the screen's count). */
export async function readyOrderCounts(
  payload: Payload,
  shipDate: string,
): Promise<{ notHandedOver: number; handedOver: number }> {
  const all = await readyOrders(payload, shipDate, true)
  const handedOver = all.filter((o) => o.handedOverAt).length
  return { notHandedOver: all.length - handedOver, handedOver }
}

export async function exportShipments(payload: Payload, request: ExportRequest): Promise<ShippingExport> {
  const now = request.now ?? new Date()
  const account = request.account ?? b2AccountFromEnv()
  const candidates = await readyOrders(payload, request.shipDate, request.includeHandedOver)
  return withTransaction(payload, async (tx) => {
    const taken: Order[] = []
    for (const order of candidates) {
      if (order.handedOverAt) {
        if (request.includeHandedOver) taken.push(order)
      } else if (await setIfEmpty(payload, 'orders', order.id, 'handedOverAt', now.toISOString(), tx)) {
        taken.push(order)
      }
    }
    const file = shippingFile(taken.map(shipmentOf), request.format, request.shipDate, account)
    const batch = await payload.create({
      collection: 'shipping-batches',
      data: {
        kind: 'export',
        format: request.format,
        fileName: file.fileName,
        shipDate: request.shipDate,
        staff: request.staffId,
        orderCount: file.orderCount,
        orderNumbers: taken.map((o) => o.orderNumber),
        problems: file.warnings,
      },
      overrideAccess: true,
      depth: 0,
      req: tx.req,
    })
    logger.info('shipping file exported', {
      batch: batch.id,
      format: request.format,
      orders: file.orderCount,
    })
    return { ...file, batchId: batch.id }
  })
}

/** The file of an earlier export made again from its record (its orders as they are now), for a lost download. */
export async function exportAgain(
  payload: Payload,
  batchId: number,
  account: B2Account = b2AccountFromEnv(),
): Promise<ShippingFile | null> {
  const batch = await payload
    .findByID({ collection: 'shipping-batches', id: batchId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!batch || batch.kind !== 'export') return null
  const numbers = Array.isArray(batch.orderNumbers)
    ? batch.orderNumbers.filter((n) => typeof n === 'string')
    : []
  const orders: Order[] = []
  for (let i = 0; i < numbers.length; i += 500) {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { orderNumber: { in: numbers.slice(i, i + 500) } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    orders.push(...docs)
  }
  const byNumber = new Map(orders.map((o) => [o.orderNumber, o]))
  return shippingFile(
    numbers.flatMap((n) => (byNumber.has(n) ? [shipmentOf(byNumber.get(n)!)] : [])),
    batch.format,
    batch.shipDate ?? '',
    account,
  )
}
