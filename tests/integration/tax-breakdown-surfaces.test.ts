/**
 * One order, the same per-rate figures everywhere (issue 26 §3, docs/adr/054-tax-breakdown-and-point-scope.md): a
 * member orders a 1,620円 (税込) trial pack at 8 % and a 10 % item below the free-shipping threshold by card; the
 * cart's data, the confirm screen's review, the complete page's data, the receipt mail, the my-page order detail,
 * the printable receipt and its PDF all state the tax-inclusive lines of pricing/tax-breakdown.ts with the same
 * figures. The browser-only renderings are checked by tests/e2e/tax-breakdown.spec.ts.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  process.env.CARD_SANDBOX_PORT = '0'
})

import { POST as order } from '@/app/api/order/route'
import { POST as orderCheck } from '@/app/api/order/check/route'
import { GET as cartPage } from '@/app/api/pages/cart/route'
import { GET as completePage } from '@/app/api/pages/cart/shopping/complete/route'
import { GET as pdfRoute } from '@/app/api/receipt/pdf/route'
import { POST as issueRoute } from '@/app/api/receipt/route'
import { env } from '@/lib/config/env'
import { findMemberOrder, orderDetailOf } from '@/shop/orders/order-detail'
import { taxBreakdownLines } from '@/shop/pricing/tax-breakdown'
import { receiptState } from '@/shop/receipts/receipt-service'

import { browser, cardFields, CARDS, MEMBER_FORM } from './checkout-helper'
import { testPayload } from './helpers'
import { createMember, latestMail, sessionToken } from './member-helper'
import { createProduct, memberCart } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'tb-trial', {
    taxClass: 'food',
    price: 1500,
    stock: 100,
    name: 'セサミンEX トライアルパック',
  })
  await createProduct(payload, 'tb-lotion', {
    taxClass: 'standard',
    price: 1500,
    stock: 100,
    name: 'リフタージュ トライアル',
  })
})

/** 1,500 + 8 %; 1,500 + 500 shipping at 10 % (3,000 excluding tax is below the free-shipping threshold). */
const EXPECTED = ['8%対象（軽減税率） 1,620円（内消費税 120円）', '10%対象 2,200円（内消費税 200円）']

async function pdfText(response: Response): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise
  const texts: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  return texts.join('').replace(/\s+/g, '')
}

const texts = (lines: readonly { text: string }[]) => lines.map((l) => l.text)

describe('the per-rate figures of one order', () => {
  it('are the same on the cart, confirm, complete, mail, order detail, receipt and receipt PDF', async () => {
    const member = await createMember(payload, `tax-breakdown-${randomUUID()}@example.jp`)
    await memberCart(payload, member.id, [
      { productCode: 'tb-trial', quantity: 1 },
      { productCode: 'tb-lotion', quantity: 1 },
    ])
    const b = browser({ shop_session: await sessionToken(payload, member.id) })

    // The cart: its page data, worded by the formatter as the cart's summary renders it.
    const cart = await (await b.json(cartPage, 'pages/cart', 'GET')).json()
    expect(texts(taxBreakdownLines(cart.totals.byRate))).toEqual(EXPECTED)

    // The confirm screen's review of the whole form.
    const form = { ...MEMBER_FORM, PAYMENT_METHOD: '2', ...(await cardFields(CARDS.success)) }
    const checked = await b.json(orderCheck, 'order/check', 'POST', form)
    expect(checked.status).toBe(200)
    const review = await checked.json()
    expect(texts(review.taxByRate)).toEqual(EXPECTED)
    expect(review.sections.find((s: { id: string }) => s.id === 'taxByRate').texts.slice(0, 2)).toEqual(
      EXPECTED,
    )

    const placed = await b.json(order, 'order', 'POST', { ...form, idempotencyKey: randomUUID() })
    expect(placed.status).toBe(200)
    const { orderNumber } = (await placed.json()) as { orderNumber: string }

    // The complete page's data.
    const complete = await b.json(
      completePage,
      `pages/cart/shopping/complete?orderNumber=${orderNumber}`,
      'GET',
    )
    expect(complete.status).toBe(200)
    expect(texts((await complete.json()).taxByRate)).toEqual(EXPECTED)

    // The receipt mail: its per-rate section, and no other per-rate line.
    const mail = await latestMail(payload, member.email, 'order-receipt')
    const mailLines = (mail?.text ?? '').split('\n')
    const section = mailLines.indexOf('■消費税率ごとの合計')
    expect(section).toBeGreaterThan(0)
    expect(mailLines.slice(section + 2, section + 4)).toEqual(EXPECTED)
    expect(mailLines.filter((l) => /%対象/.test(l))).toEqual(EXPECTED)

    // The order as stored holds the same figures the lines word.
    const stored = (await findMemberOrder(payload, member.id, orderNumber))!
    expect(texts(taxBreakdownLines(stored.totals.byRate ?? []))).toEqual(EXPECTED)

    // The my-page order detail.
    expect(texts(orderDetailOf(stored).taxByRate)).toEqual(EXPECTED)

    // Shipped, the receipt: the printable page's document and the PDF.
    await payload.update({
      collection: 'orders',
      id: stored.id,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    const issued = await b.json(issueRoute, 'receipt', 'POST', { orderNumber, addressee: '森野 花子' })
    expect(issued.status).toBe(200)
    const state = await receiptState(
      { payload, secret: env.payloadSecret, now: new Date() },
      { kind: 'member', customerId: member.id, orderNumber },
    )
    if (!state.ok) throw new Error(state.reason)
    expect(texts(state.state.document!.taxByRate)).toEqual(EXPECTED)
    const pdf = await b.json(pdfRoute, `receipt/pdf?orderNumber=${orderNumber}`, 'GET')
    expect(pdf.status).toBe(200)
    const pdfTexts = await pdfText(pdf)
    for (const line of EXPECTED) expect(pdfTexts).toContain(line.replace(/\s+/g, ''))
    expect(pdfTexts).not.toMatch(/対象[\d,]+円（消費税/)
  })
})
