import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as pdfRoute } from '@/app/api/receipt/pdf/route'
import { POST as issueRoute } from '@/app/api/receipt/route'
import { env } from '@/lib/config/env'
import { checkoutDeps } from '@/shop/checkout/checkout-deps'
import { sendReceiptOnce } from '@/shop/checkout/order-receipt'
import { outboxOnly } from '@/shop/mail/mail-service'
import { submitOrder } from '@/shop/orders/order-service'
import { PAYMENT_METHODS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import { receiptLinkToken } from '@/shop/receipts/receipt-link'
import { RECEIPT_MESSAGES } from '@/shop/receipts/receipt-service'

import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, sessionToken, withSession } from './member-helper'
import { createProduct, guestCart, memberCart, ORDER_FORM } from './order-helper'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createProduct(payload, 'rc-sesamin', {
    taxClass: 'food',
    price: 4000,
    stock: 500,
    name: 'セサミンEX',
  })
  await createProduct(payload, 'rc-lotion', {
    taxClass: 'standard',
    price: 3000,
    stock: 500,
    name: '肌の森 ローション',
  })
})

const LINES = [
  { productCode: 'rc-sesamin', quantity: 1 },
  { productCode: 'rc-lotion', quantity: 1 },
]

/** An order paid by `method` (a card authorised by a stub), for a member or a guest: its id. */
async function placeOrder(shopper: { customerId: number } | 'guest', method: PaymentMethodCode) {
  const cartToken = shopper === 'guest' ? await guestCart(payload, LINES) : null
  if (shopper !== 'guest') await memberCart(payload, shopper.customerId, LINES)
  const result = await submitOrder(
    payload,
    {
      ...ORDER_FORM,
      shopper: shopper === 'guest' ? { cartToken } : shopper,
      paymentMethod: method,
      idempotencyKey: randomUUID(),
    },
    { authorize: async () => ({ method, status: 'authorized', reference: `ref-${randomUUID()}` }) },
  )
  if (!result.ok || !('orderId' in result)) throw new Error(JSON.stringify(result))
  return result.orderId
}

const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const ship = (id: number) =>
  payload.update({ collection: 'orders', id, data: { status: 'shipped' }, overrideAccess: true })

const issue = (json: unknown, session?: string) =>
  issueRoute(
    apiRequest('receipt', { method: 'POST', json, headers: session ? withSession(session) : {} }),
    noParams,
  )
const pdf = (query: string, session?: string) =>
  pdfRoute(apiRequest(`receipt/pdf?${query}`, { headers: session ? withSession(session) : {} }), noParams)

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error
}

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

async function member() {
  const customer = await createMember(payload, `receipt-${randomUUID()}@example.jp`)
  return { id: customer.id, session: await sessionToken(payload, customer.id) }
}

describe('a member’s receipt', () => {
  it('waits for shipping, then fixes the addressee once and serves the same receipt as a PDF', async () => {
    const m = await member()
    const orderId = await placeOrder({ customerId: m.id }, PAYMENT_METHODS.CREDIT_CARD)
    const { orderNumber } = await orderOf(orderId)

    const early = await issue({ orderNumber, addressee: '株式会社もりのこ' }, m.session)
    expect(early.status).toBe(409)
    expect((await errorOf(early)).message).toBe('領収書は、商品の発送後に発行できます。')
    expect((await pdf(`orderNumber=${orderNumber}`, m.session)).status).toBe(409)

    await ship(orderId)
    expect((await pdf(`orderNumber=${orderNumber}`, m.session)).status).toBe(409)
    const issued = await issue({ orderNumber, addressee: '　株式会社　もりのこ ' }, m.session)
    expect(issued.status).toBe(200)
    const body = (await issued.json()) as { addressee: string; pagePath: string; pdfPath: string }
    expect(body.addressee).toBe('株式会社 もりのこ')
    expect(body.pagePath).toBe(`/mypage/order-history/${orderNumber}/receipt/`)
    expect(body.pdfPath).toBe(`/api/receipt/pdf?orderNumber=${orderNumber}`)

    // The same addressee again (a double click) is the same receipt; another one is refused.
    expect((await issue({ orderNumber, addressee: '株式会社 もりのこ' }, m.session)).status).toBe(200)
    const changed = await issue({ orderNumber, addressee: '森野 花子' }, m.session)
    expect(changed.status).toBe(409)
    expect((await errorOf(changed)).message).toBe(RECEIPT_MESSAGES.alreadyIssued)
    expect((await orderOf(orderId)).receiptAddressee).toBe('株式会社 もりのこ')

    const file = await pdf(`orderNumber=${orderNumber}`, m.session)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toContain(`receipt-${orderNumber}.pdf`)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const text = await pdfText(file)
    const order = await orderOf(orderId)
    expect(text).toContain('株式会社もりのこ様')
    expect(text).toContain(`R-${orderNumber}`)
    // 4,000 + 8 % and 3,000 + 10 %, free shipping: the amount the order records.
    expect(order.totals.amountDue).toBe(7620)
    expect(text).toContain('7,620円（税込）')
    expect(text).toContain('8%対象（軽減税率）4,320円（内消費税320円）')
    expect(text).toContain('10%対象3,300円（内消費税300円）')
    expect(text).toMatch(/登録番号：T\d{13}/)
  })

  it('lets exactly one of two different addressees sent at once win', async () => {
    const m = await member()
    const orderId = await placeOrder({ customerId: m.id }, PAYMENT_METHODS.CREDIT_CARD)
    await ship(orderId)
    const { orderNumber } = await orderOf(orderId)
    const answers = await Promise.all(
      ['宛名A', '宛名B', '宛名C'].map((addressee) => issue({ orderNumber, addressee }, m.session)),
    )
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2)
    const winner = ((await won[0]!.json()) as { addressee: string }).addressee
    expect((await orderOf(orderId)).receiptAddressee).toBe(winner)
  })

  it('names the addressee field, asks a guest to sign in and hides another member’s order', async () => {
    const m = await member()
    const other = await member()
    const orderId = await placeOrder({ customerId: m.id }, PAYMENT_METHODS.CREDIT_CARD)
    await ship(orderId)
    const { orderNumber } = await orderOf(orderId)

    const blank = await issue({ orderNumber, addressee: '　' }, m.session)
    expect(blank.status).toBe(400)
    expect((await errorOf(blank)).fields?.addressee).toBe('宛名を入力してください。')
    const long = await issue({ orderNumber, addressee: 'あ'.repeat(41) }, m.session)
    expect((await errorOf(long)).fields?.addressee).toBe('宛名は40文字以内で入力してください。')
    const missing = await issue({ orderNumber }, m.session)
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).fields?.addressee).toContain('宛名')

    expect((await issue({ orderNumber, addressee: '森野 花子' })).status).toBe(401)
    expect((await issue({ orderNumber, addressee: '森野 花子' }, other.session)).status).toBe(404)
    expect((await pdf(`orderNumber=${orderNumber}`, other.session)).status).toBe(404)
    expect((await orderOf(orderId)).receiptIssuedAt).toBeNull()
  })

  it('sends cash on delivery to the carrier’s receipt instead of issuing one', async () => {
    const m = await member()
    const orderId = await placeOrder({ customerId: m.id }, PAYMENT_METHODS.CASH_ON_DELIVERY)
    await ship(orderId)
    const { orderNumber } = await orderOf(orderId)
    const refused = await issue({ orderNumber, addressee: '森野 花子' }, m.session)
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).message).toContain('配送業者')
  })
})

describe('a guest’s receipt by the mailed link', () => {
  const mailDeps = () => ({ ...checkoutDeps(payload), transport: outboxOnly })

  async function receiptMailOf(orderId: number) {
    expect(await sendReceiptOnce(mailDeps(), orderId)).toBe(true)
    const { orderNumber } = await orderOf(orderId)
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ kind: { equals: 'order-receipt' } }, { subject: { contains: orderNumber } }] },
      overrideAccess: true,
      pagination: false,
    })
    expect(docs).toHaveLength(1)
    return docs[0]!.text as string
  }

  it('issues and downloads the receipt with the signed link, and refuses a forged one', async () => {
    const orderId = await placeOrder('guest', PAYMENT_METHODS.CREDIT_CARD)
    const text = await receiptMailOf(orderId)
    const token = /\/receipt\/\?token=([^\s]+)/.exec(text)?.[1]
    expect(token).toBeTruthy()
    expect(text).not.toContain('/mypage/')
    const { orderNumber } = await orderOf(orderId)

    expect((await issue({ token, addressee: '森野 花子' })).status).toBe(409)
    await ship(orderId)
    const issued = await issue({ token, addressee: '森野 花子' })
    expect(issued.status).toBe(200)
    expect(((await issued.json()) as { pagePath: string }).pagePath).toBe(`/receipt/?token=${token}`)
    const file = await pdf(`token=${token}`)
    expect(file.status).toBe(200)
    expect(await pdfText(file)).toContain(`ご注文番号：${orderNumber}`)

    const forged = `${token!.slice(0, -2)}xx`
    expect((await pdf(`token=${forged}`)).status).toBe(404)
    // Both an order number and a link: one only.
    expect((await issue({ token, orderNumber, addressee: '森野 花子' })).status).toBe(400)
  })

  it('says so when the link has expired', async () => {
    const orderId = await placeOrder('guest', PAYMENT_METHODS.CREDIT_CARD)
    await ship(orderId)
    const { orderNumber } = await orderOf(orderId)
    const expired = receiptLinkToken(orderNumber, new Date(Date.now() - 1000), env.payloadSecret)
    const answer = await issue({ token: expired, addressee: '森野 花子' })
    expect(answer.status).toBe(404)
    expect((await errorOf(answer)).message).toBe(RECEIPT_MESSAGES.expired)
  })

  it('tells a cash-on-delivery guest about the carrier’s receipt and sends no link', async () => {
    const text = await receiptMailOf(await placeOrder('guest', PAYMENT_METHODS.CASH_ON_DELIVERY))
    expect(text).toContain('配送業者がお渡しする領収書')
    expect(text).not.toContain('/receipt/')
  })
})
