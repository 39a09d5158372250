import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCart, PUT as updateCart } from '@/app/api/cart/route'
import { GET as compatibleGet, POST as compatiblePost } from '@/app/api/compatible/cart/[methodName]/route'
import { GET as compatibleBareGet, POST as compatibleBarePost } from '@/app/api/compatible/cart/route'
import { GET as cartPage } from '@/app/api/pages/cart/route'
import type { CartView } from '@/lib/api/calls/cart'

import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload
const ctx = { disableRevalidate: true }

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

async function product(
  productCode: string,
  data: {
    category?: 'supplement' | 'beautycare'
    taxClass: 'food' | 'standard'
    price: number
    regularPrice?: number
    regularCycles?: ('1' | '2' | '3')[]
    saleStatus?: 'on-sale' | 'coming-soon' | 'ended'
    stock?: number
  },
) {
  const { stock, ...fields } = data
  const doc: RequiredDataFromCollectionSlug<'products'> = {
    productCode,
    name: `テスト商品 ${productCode}`,
    nameKana: 'テストショウヒン',
    category: fields.category ?? (fields.taxClass === 'food' ? 'supplement' : 'beautycare'),
    productClass: 'single',
    releasedAt: '2026-01-01T00:00:00.000Z',
    _status: 'published',
    ...fields,
    saleStatus: fields.saleStatus ?? 'on-sale',
  }
  await payload.create({ collection: 'products', context: ctx, data: doc })
  if (stock !== undefined)
    await payload.create({ collection: 'inventory', context: ctx, data: { productCode, stock } })
}

beforeAll(async () => {
  payload = await testPayload()
  await product('ct-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1', '2'],
    stock: 100,
  })
  await product('ct-lotion', { taxClass: 'standard', price: 4000, stock: 100 })
  await product('ct-few', { taxClass: 'food', price: 1000, stock: 3 })
  await product('ct-nostock', { taxClass: 'food', price: 1000 })
  await product('ct-soon', { taxClass: 'food', price: 1000, stock: 10, saleStatus: 'coming-soon' })
  await product('ct-ending', { taxClass: 'standard', price: 1200, stock: 10 })
  await product('ct-draft', { taxClass: 'food', price: 1000, stock: 10 })
  await payload.update({
    collection: 'products',
    where: { productCode: { equals: 'ct-draft' } },
    data: { _status: 'draft' },
    context: ctx,
  })
})

/** A shopper's browser: keeps the cart cookie between calls. */
function shopper() {
  let cookie = ''
  const remember = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('cart_token='))
    if (set) cookie = set.split(';')[0] ?? ''
  }
  const headers = () => (cookie ? { cookie } : undefined)
  return {
    get cookie() {
      return cookie
    },
    async add(json: unknown) {
      const res = await addCart(apiRequest('cart', { method: 'POST', json, headers: headers() }), noParams)
      remember(res)
      return res
    },
    async update(json: unknown) {
      return updateCart(apiRequest('cart', { method: 'PUT', json, headers: headers() }), noParams)
    },
    async view(): Promise<CartView> {
      const res = await cartPage(apiRequest('pages/cart', { headers: headers() }), noParams)
      expect(res.status).toBe(200)
      return (await res.json()) as CartView
    },
    remember,
  }
}

describe('POST /api/cart', () => {
  it('creates a guest cart bound to an HttpOnly cookie and answers the cart view', async () => {
    const s = shopper()
    const res = await s.add({ productCode: 'ct-lotion', quantity: 2 })
    expect(res.status).toBe(200)
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('cart_token=')) ?? ''
    expect(setCookie).toMatch(/^cart_token=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Secure/i)
    const view = (await res.json()) as CartView
    expect(view.count).toBe(2)
    expect(view.oneTime.lines).toHaveLength(1)
    expect(view.oneTime.lines[0]).toMatchObject({
      lineId: 'ct-lotion:0',
      href: '/beautycare/ct-lotion/',
      cycleLabel: '通常購入（1回のみ）',
      taxRate: 10,
      unitPrice: { excludingTax: 4000, includingTax: 4400 },
      lineTotal: { excludingTax: 8000, includingTax: 8800 },
      available: true,
      maxQuantity: 20,
    })
    // The token itself is never stored, only its SHA-256.
    const token = s.cookie.split('=')[1] ?? ''
    const carts = await payload.find({ collection: 'carts', overrideAccess: true, limit: 100 })
    expect(JSON.stringify(carts.docs)).not.toContain(token)
  })

  it('merges the same product and purchase method into one line', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-sesamin', cycleType: '1', quantity: 1 })
    await s.add({ productCode: 'ct-sesamin', cycleType: '1', quantity: 2 })
    const res = await s.add({ productCode: 'ct-sesamin', cycleType: '0', quantity: 1 })
    const view = (await res.json()) as CartView
    expect(view.regular.lines).toHaveLength(1)
    expect(view.regular.lines[0]?.quantity).toBe(3)
    expect(view.regular.lines[0]?.unitPrice).toEqual({ excludingTax: 4300, includingTax: 4644 })
    expect(view.regular.lines[0]?.listUnitPrice).toEqual({ excludingTax: 5000, includingTax: 5400 })
    expect(view.oneTime.lines).toHaveLength(1)
    expect(view.count).toBe(4)
    expect((await s.view()).count).toBe(4)
  })

  it('refuses more than the stock with 409', async () => {
    const s = shopper()
    expect((await s.add({ productCode: 'ct-few', quantity: 2 })).status).toBe(200)
    const res = await s.add({ productCode: 'ct-few', quantity: 2 })
    expect(res.status).toBe(409)
    const body = (await res.json()) as ErrorBody
    expect(body.error.code).toBe('out_of_stock')
    expect(body.error.message).toContain('あと1個まで追加できます')
    const none = await shopper().add({ productCode: 'ct-nostock' })
    expect(none.status).toBe(409)
    expect(((await none.json()) as ErrorBody).error.message).toContain('在庫切れ')
  })

  it('answers 404 for an unknown or unpublished product', async () => {
    for (const productCode of ['ct-unknown', 'ct-draft']) {
      const res = await shopper().add({ productCode })
      expect(res.status).toBe(404)
      const body = (await res.json()) as ErrorBody
      expect(body.error).toMatchObject({
        code: 'product_not_found',
        message: 'お探しの商品が見つかりませんでした。',
      })
    }
  })

  it('answers 409 for a purchase method the product does not offer, or a product not on sale', async () => {
    const notOffered = await shopper().add({ productCode: 'ct-sesamin', cycleType: '3' })
    expect(notOffered.status).toBe(409)
    expect(((await notOffered.json()) as ErrorBody).error.code).toBe('cycle_not_offered')
    const oneTimeOnly = await shopper().add({ productCode: 'ct-lotion', cycleType: '1' })
    expect(oneTimeOnly.status).toBe(409)
    const soon = await shopper().add({ productCode: 'ct-soon' })
    expect(soon.status).toBe(409)
    expect(((await soon.json()) as ErrorBody).error).toMatchObject({ code: 'not_on_sale' })
  })

  it('validates the quantity with a Japanese message naming the field', async () => {
    const zero = await shopper().add({ productCode: 'ct-lotion', quantity: 0 })
    expect(zero.status).toBe(400)
    expect(((await zero.json()) as ErrorBody).error.fields?.quantity).toBe('数量は1以上で入力してください')
    const tooMany = await shopper().add({ productCode: 'ct-lotion', quantity: 21 })
    expect(tooMany.status).toBe(400)
    expect(((await tooMany.json()) as ErrorBody).error.fields?.quantity).toBe('数量は20個までです')
    const merged = shopper()
    await merged.add({ productCode: 'ct-lotion', quantity: 15 })
    const over = await merged.add({ productCode: 'ct-lotion', quantity: 6 })
    expect(over.status).toBe(409)
    expect(((await over.json()) as ErrorBody).error.code).toBe('line_limit')
  })

  it('refuses a cross-site request (Origin check)', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-lotion' })
    const forged = await addCart(
      apiRequest('cart', {
        method: 'POST',
        json: { productCode: 'ct-lotion' },
        headers: { origin: 'https://evil.example', cookie: s.cookie },
      }),
      noParams,
    )
    expect(forged.status).toBe(403)
    const noOrigin = await addCart(
      new Request('http://localhost:3000/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookie },
        body: JSON.stringify({ productCode: 'ct-lotion' }),
      }),
      noParams,
    )
    expect(noOrigin.status).toBe(403)
    expect((await s.view()).count).toBe(1)
  })
})

describe('PUT /api/cart', () => {
  it('changes a quantity and removes a line with 0', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-lotion' })
    await s.add({ productCode: 'ct-sesamin', cycleType: '2' })
    const changed = await s.update({ productCode: 'ct-lotion', cycleType: '0', quantity: 5 })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as CartView).count).toBe(6)
    const removed = await s.update({ productCode: 'ct-lotion', cycleType: '0', quantity: 0 })
    const view = (await removed.json()) as CartView
    expect(view.oneTime.lines).toHaveLength(0)
    expect(view.count).toBe(1)
    expect((await s.view()).regular.lines.map((l) => l.lineId)).toEqual(['ct-sesamin:2'])
  })

  it('refuses more than the stock, and a line that is not in the cart', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-few' })
    const over = await s.update({ productCode: 'ct-few', cycleType: '0', quantity: 4 })
    expect(over.status).toBe(409)
    const missing = await s.update({ productCode: 'ct-lotion', cycleType: '0', quantity: 1 })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorBody).error.code).toBe('line_not_found')
    const tooMany = await s.update({ productCode: 'ct-few', cycleType: '0', quantity: 21 })
    expect(tooMany.status).toBe(400)
  })

  it('keeps a line that can no longer be bought, with a notice, out of the totals', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-ending' })
    await s.add({ productCode: 'ct-lotion', quantity: 2 })
    await payload.update({
      collection: 'products',
      where: { productCode: { equals: 'ct-ending' } },
      data: { saleStatus: 'ended' },
      context: ctx,
    })
    const view = await s.view()
    const ended = view.oneTime.lines.find((l) => l.productCode === 'ct-ending')
    expect(ended).toMatchObject({ available: false, maxQuantity: 0 })
    expect(ended?.notice).toContain('お取り扱いしておりません')
    expect(view.count).toBe(2)
    expect(view.totals.items.excludingTax).toBe(8000)
    // It can still be removed.
    const removed = await s.update({ productCode: 'ct-ending', cycleType: '0', quantity: 0 })
    expect(((await removed.json()) as CartView).oneTime.lines).toHaveLength(1)
  })
})

describe('cart totals', () => {
  it('a mixed cart: tax once per rate, free shipping with regular delivery', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-sesamin', cycleType: '2' })
    await s.add({ productCode: 'ct-lotion', quantity: 2 })
    const view = await s.view()
    expect(view.totals.byRate).toEqual([
      { rate: 8, taxableAmount: 4300, tax: 344 },
      { rate: 10, taxableAmount: 8000, tax: 800 },
    ])
    expect(view.totals.shipping).toEqual({ excludingTax: 0, includingTax: 0 })
    expect(view.totals.total).toBe(13444)
    expect(view.totals.freeShippingRemaining).toBe(0)
    expect(view.oneTime.totals.shippingFree).toBe(true)
    expect(view.regular.totals.total).toBe(4644)
    expect(view.count).toBe(3)
  })

  it('a one-time cart below 5,000 yen excluding tax pays 550 yen shipping', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-lotion' })
    const view = await s.view()
    expect(view.totals.shipping).toEqual({ excludingTax: 500, includingTax: 550 })
    expect(view.totals.byRate).toEqual([{ rate: 10, taxableAmount: 4500, tax: 450 }])
    expect(view.totals.total).toBe(4950)
    expect(view.totals.freeShippingRemaining).toBe(1000)
    expect(view.oneTime.totals.shippingFree).toBe(false)
  })

  it('an empty cart without a cookie', async () => {
    const view = await shopper().view()
    expect(view).toMatchObject({ count: 0, memberPrice: false, totals: { total: 0 } })
  })
})

describe('/api/compatible/cart/{methodName}', () => {
  const params = (methodName: string) => ({ params: Promise.resolve({ methodName }) })

  it('add: puts the product in the cart, records the link key and answers 303 to /cart/', async () => {
    const s = shopper()
    const res = await compatibleGet(
      apiRequest('compatible/cart/add?p=ct-sesamin&cycleType=1&quantity=2&k=LP_OLD'),
      params('add'),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/cart/')
    s.remember(res)
    expect(s.cookie).toMatch(/^cart_token=/)
    expect(res.headers.getSetCookie().find((c) => c.startsWith('link_key='))).toMatch(
      /^link_key=LP_OLD;.*HttpOnly/i,
    )
    const view = await s.view()
    expect(view.regular.lines[0]).toMatchObject({ productCode: 'ct-sesamin', cycleType: '1', quantity: 2 })
  })

  it('add by a form post (productCode, key), into the existing cart', async () => {
    const s = shopper()
    await s.add({ productCode: 'ct-lotion' })
    const res = await compatiblePost(
      apiRequest('compatible/cart/add', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:3000',
          cookie: s.cookie,
        },
        body: 'productCode=ct-lotion&quantity=3&key=LP_FORM',
      }),
      params('add'),
    )
    expect(res.status).toBe(303)
    expect((await s.view()).oneTime.lines[0]?.quantity).toBe(3)
  })

  it('following the same link twice does not double the quantity', async () => {
    const s = shopper()
    const link = 'compatible/cart/add?p=ct-sesamin&cycleType=0&quantity=2'
    s.remember(await compatibleGet(apiRequest(link), params('add')))
    const again = await compatibleGet(apiRequest(link, { headers: { cookie: s.cookie } }), params('add'))
    expect(again.status).toBe(303)
    expect((await s.view()).oneTime.lines).toEqual([
      expect.objectContaining({ productCode: 'ct-sesamin', quantity: 2 }),
    ])
  })

  it('a product that cannot be added lands on the cart with a reason, never a 500', async () => {
    const cases: [string, string][] = [
      ['p=ct-unknown', 'product_not_found'],
      ['p=ct-nostock', 'out_of_stock'],
      ['p=ct-lotion&cycleType=2', 'cycle_not_offered'],
      ['p=ct-lotion&quantity=0', 'invalid_request'],
      ['quantity=1', 'invalid_request'],
    ]
    for (const [query, code] of cases) {
      const res = await compatibleGet(apiRequest(`compatible/cart/add?${query}`), params('add'))
      expect(res.status, query).toBe(303)
      expect(res.headers.get('location'), query).toBe(`/cart/?error=${code}`)
    }
  })

  it('an unknown methodName answers 404 in JSON', async () => {
    const res = await compatibleGet(apiRequest('compatible/cart/remove?p=ct-lotion'), params('remove'))
    expect(res.status).toBe(404)
    expect(((await res.json()) as ErrorBody).error.code).toBe('unknown_method')
  })

  it('without a methodName answers 400 with the spec §8 wording', async () => {
    const get = await compatibleBareGet(apiRequest('compatible/cart'), noParams)
    expect(get.status).toBe(400)
    expect(((await get.json()) as ErrorBody).error.message).toBe(
      'Required parameter methodName was null or undefined when calling getCompatibleCart.',
    )
    const post = await compatibleBarePost(
      apiRequest('compatible/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        body: 'p=ct-lotion',
      }),
      noParams,
    )
    expect(post.status).toBe(400)
    expect(((await post.json()) as ErrorBody).error.message).toBe(
      'Required parameter methodName was null or undefined when calling postCompatibleCart.',
    )
  })
})
