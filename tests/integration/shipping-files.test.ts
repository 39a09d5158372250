import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { B2_COLUMNS, B2_INDEX } from '@/shop/fulfilment/b2-layout'
import { CARRIER } from '@/shop/fulfilment/carrier'
import { csvText, parseCsv } from '@/shop/fulfilment/csv-lines'
import { exportAgain, exportShipments } from '@/shop/fulfilment/shipping-export'
import { importShippingResults } from '@/shop/fulfilment/shipping-import'
import { decodeShiftJis, encodeShiftJis } from '@/shop/fulfilment/shift-jis'
import { todayInJapan } from '@/shop/calendar/japan-date'
import { memberOrderDetail } from '@/shop/orders/order-detail'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload
let staffId: number
const today = todayInJapan()

/** A Yamato tracking number that passes the check digit: eleven digits and their remainder by 7. */
let serial = 30_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000
const trackingNumber = () => {
  serial += 1
  return `${serial}${serial % 7}`
}

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'sf-dha', { taxClass: 'food', price: 2000, stock: 1000, name: 'DHAプラス' })
  const staff = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `ship-${randomUUID()}@example.jp`,
      password: 'Passw0rd!Passw0rd',
      name: '出荷 担当',
      roles: ['support'],
    },
  })
  staffId = staff.id
})

async function newOrders(count: number): Promise<{ id: number; number: string; customerId: number }[]> {
  const out = []
  for (let i = 0; i < count; i++) {
    const member = await createMember(payload, `ship-${randomUUID()}@example.jp`)
    const id = await placeMemberOrder(payload, member.id, [{ productCode: 'sf-dha', quantity: 1 }])
    const order = await orderOf(id)
    out.push({ id, number: order.orderNumber, customerId: member.id })
  }
  return out
}

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

/** The order numbers in an exported file (B2: Shift_JIS, header row of B2's names). */
function numbersInB2(body: Uint8Array): string[] {
  const records = parseCsv(decodeShiftJis(body))
  expect(records[0]?.cells).toEqual([...B2_COLUMNS])
  return records.slice(1).map((r) => r.cells[B2_INDEX['お客様管理番号']]!)
}

async function shippedMails(orderNumber: string) {
  const { docs } = await payload.find({
    collection: 'mail-outbox',
    where: { and: [{ kind: { equals: 'order-shipped' } }, { subject: { contains: orderNumber } }] },
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 50))
  }
  return read()
}

const plainResult = (rows: string[][]) =>
  new TextEncoder().encode(csvText([['注文番号', '送り状番号', '出荷日'], ...rows]))

describe('出荷指示: the carrier file', () => {
  it('holds each ready order once, in B2 layout and Shift_JIS, and marks it handed over', async () => {
    const orders = await newOrders(2)
    const file = await exportShipments(payload, {
      format: 'b2',
      shipDate: today,
      includeHandedOver: false,
      staffId,
    })
    const numbers = numbersInB2(file.body)
    for (const o of orders) expect(numbers).toContain(o.number)
    const row = parseCsv(decodeShiftJis(file.body)).find((r) => r.cells[0] === orders[0]!.number)!.cells
    expect(row[B2_INDEX['送り状種類']]).toBe('2') // cash on delivery: コレクト
    expect(Number(row[B2_INDEX['ｺﾚｸﾄ代金引換額（税込)']])).toBe(
      (await orderOf(orders[0]!.id)).totals.amountDue,
    )
    expect(row[B2_INDEX['お届け先名']]).toBe('森野 花子')
    expect(row[B2_INDEX['品名１']]).toBe('DHAプラス')
    expect((await orderOf(orders[0]!.id)).handedOverAt).toBeTruthy()

    const again = await exportShipments(payload, {
      format: 'plain',
      shipDate: today,
      includeHandedOver: false,
      staffId,
    })
    const text = new TextDecoder().decode(again.body)
    for (const o of orders) expect(text).not.toContain(o.number)

    const redone = await exportShipments(payload, {
      format: 'plain',
      shipDate: today,
      includeHandedOver: true,
      staffId,
    })
    const redoneText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(redone.body)
    expect(redoneText.startsWith('\uFEFF"注文番号",')).toBe(true)
    for (const o of orders) expect(redoneText).toContain(o.number)

    const record = await payload.findByID({
      collection: 'shipping-batches',
      id: file.batchId,
      overrideAccess: true,
      depth: 0,
    })
    expect(record.kind).toBe('export')
    expect(record.staff).toBe(staffId)
    expect(record.orderCount).toBe(file.orderCount)
    const lost = await exportAgain(payload, file.batchId)
    expect(numbersInB2(lost!.body)).toEqual(numbers)
  })

  it('never puts one order in two files when two exports run at once', async () => {
    const orders = await newOrders(3)
    const [a, b] = await Promise.all([
      exportShipments(payload, { format: 'b2', shipDate: today, includeHandedOver: false, staffId }),
      exportShipments(payload, { format: 'b2', shipDate: today, includeHandedOver: false, staffId }),
    ])
    const inA = numbersInB2(a.body)
    const inB = numbersInB2(b.body)
    for (const o of orders) expect(Number(inA.includes(o.number)) + Number(inB.includes(o.number))).toBe(1)
  })
})

describe('出荷実績: the result file', () => {
  it('ships the good lines through the order owner, reports the bad ones by line, and a re-import changes nothing', async () => {
    const orders = await newOrders(2)
    const [t1, t2] = [trackingNumber(), trackingNumber()]
    const bytes = plainResult([
      [orders[0]!.number, t1, today.replace(/-/g, '/')],
      [orders[1]!.number, t2, today],
      [orders[1]!.number.replace(/\d$/, 'X'), trackingNumber(), today],
      [orders[0]!.number, '123456789012', today],
    ])
    const first = await importShippingResults(payload, { bytes, fileName: 'result.csv', staffId })
    expect(first.format).toBe('plain')
    expect(first.applied).toBe(2)
    expect(first.failed).toBe(2)
    expect(first.problems.map((p) => p.line)).toEqual([4, 5])
    expect(first.problems[0]!.message).toBe('この注文番号の注文はありません。')
    expect(first.problems[1]!.message).toContain('送り状番号「123456789012」が正しくありません')

    const shipped = await orderOf(orders[0]!.id)
    expect(shipped.status).toBe('shipped')
    expect(shipped.trackingNumber).toBe(t1)
    expect(shipped.pointsSettledAt).toBeTruthy()
    const mails = await waitFor(
      () => shippedMails(orders[0]!.number),
      (m) => m.length > 0,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain(CARRIER.trackingUrl(t1))
    const detail = await memberOrderDetail(payload, orders[0]!.customerId, orders[0]!.number)
    expect(detail?.shipment?.trackingUrl).toBe(CARRIER.trackingUrl(t1))

    const second = await importShippingResults(payload, { bytes, fileName: 'result.csv', staffId })
    expect(second.applied).toBe(0)
    expect(second.unchanged).toBe(2)
    expect(second.failed).toBe(2)
    expect(await shippedMails(orders[0]!.number)).toHaveLength(1)
    expect((await orderOf(orders[1]!.id)).trackingNumber).toBe(t2)

    const record = await payload.findByID({
      collection: 'shipping-batches',
      id: first.batchId,
      overrideAccess: true,
      depth: 0,
    })
    expect([record.kind, record.appliedCount, record.failedCount, record.staff]).toEqual([
      'import',
      2,
      2,
      staffId,
    ])
  })

  it('reads B2クラウド issued data in Shift_JIS, and refuses another number for a shipped order', async () => {
    const [order] = await newOrders(1)
    const cells = B2_COLUMNS.map(() => '')
    const t = trackingNumber()
    cells[B2_INDEX['お客様管理番号']] = order!.number
    cells[B2_INDEX['伝票番号']] = `${t.slice(0, 4)}-${t.slice(4, 8)}-${t.slice(8)}`
    cells[B2_INDEX['出荷予定日']] = today.replace(/-/g, '/')
    cells[B2_INDEX['お届け先名']] = '森野 花子'
    const bytes = encodeShiftJis(csvText([[...B2_COLUMNS], cells])).bytes
    const result = await importShippingResults(payload, { bytes, fileName: 'b2.csv', staffId })
    expect([result.format, result.applied, result.failed]).toEqual(['b2', 1, 0])
    expect((await orderOf(order!.id)).trackingNumber).toBe(t)

    const other = trackingNumber()
    const refused = await importShippingResults(payload, {
      bytes: plainResult([[order!.number, other, today]]),
      fileName: 'wrong.csv',
      staffId,
    })
    expect(refused.failed).toBe(1)
    expect(refused.problems[0]!.message).toBe(`すでに別の送り状番号（${t}）で出荷済みです。`)
  })

  it('ships once when the same file is imported twice at the same time', async () => {
    const [order] = await newOrders(1)
    const bytes = plainResult([[order!.number, trackingNumber(), today]])
    const results = await Promise.all([
      importShippingResults(payload, { bytes, fileName: 'a.csv', staffId }),
      importShippingResults(payload, { bytes, fileName: 'a.csv', staffId }),
    ])
    expect(results.reduce((n, r) => n + r.applied, 0)).toBe(1)
    const mails = await waitFor(
      () => shippedMails(order!.number),
      (m) => m.length > 0,
    )
    expect(mails).toHaveLength(1)
  })

  it('refuses an unreadable file as a whole, and records it', async () => {
    const result = await importShippingResults(payload, {
      bytes: new TextEncoder().encode('a,b,c\n1,2,3\n'),
      fileName: 'unknown.csv',
      staffId,
    })
    expect(result.format).toBeNull()
    expect(result.problems[0]!.message).toContain('ファイルの形式が分かりません')
  })
})
