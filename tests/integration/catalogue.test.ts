/**
 * The catalogue API over a real Payload (temporary database): filters, sorts, Japanese-aware search, detail,
 * products by code and main products, through the route handlers.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// Outside Next there is no incremental cache: cached reads run their function directly.
vi.mock('server-only', () => ({}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <F extends (...args: never[]) => unknown>(fn: F) => fn,
}))

import { GET as mainProducts } from '@/app/api/main-products/route'
import { GET as productDetail } from '@/app/api/pages/products/[productCategory]/[productCode]/route'
import { GET as productList } from '@/app/api/pages/products/route'
import { GET as searchPage } from '@/app/api/pages/search/route'
import { POST as productsByCodes } from '@/app/api/products/route'
import { GET as ping } from '@/app/api/%5F_ping/route'
import {
  mainProductsCall,
  productDetailCall,
  productListCall,
  productsByCodesCall,
  searchPageCall,
} from '@/lib/api/calls/catalogue'
import { plainRichText } from '@/shop/content/rich-text'

import { apiRequest, noParams, testPayload } from './helpers'

let payload: Payload
const ctx = { disableRevalidate: true }

type Summary = { productCode: string; price: { includingTax: number }; saleState: string }
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T
}
const codes = (items: { productCode: string }[]) => items.map((p) => p.productCode)

beforeAll(async () => {
  payload = await testPayload()
  const brand = await payload.create({
    collection: 'brands',
    context: ctx,
    data: {
      code: 'it-liftage',
      name: 'リフタージュ',
      kind: 'skincare',
      groupKey: 'liftage',
      _status: 'published',
    },
  })
  const purpose = async (code: string, name: string, category: 'supplement' | 'beautycare') =>
    (await payload.create({ collection: 'purposes', context: ctx, data: { code, name, category } })).id
  const ingredient = async (code: string, name: string) =>
    (
      await payload.create({
        collection: 'ingredients',
        context: ctx,
        data: { code, name, category: 'supplement' },
      })
    ).id
  const health = await purpose('it-health', '健康維持', 'supplement')
  const joints = await purpose('it-joints', '関節・歩く力', 'supplement')
  const skin = await purpose('it-skin', '肌の潤い', 'beautycare')
  const sesamin = await ingredient('it-sesamin', 'セサミン')
  const dha = await ingredient('it-dha', 'DHA')

  const base = {
    taxClass: 'food' as const,
    productClass: 'single' as const,
    saleStatus: 'on-sale' as const,
    _status: 'published' as const,
  }
  const products = [
    {
      ...base,
      productCode: 'it-sesamin',
      category: 'supplement' as const,
      name: 'セサミンEX',
      nameKana: 'セサミンイーエックス',
      searchTerms: 'sesamin',
      price: 5000,
      regularPrice: 4500,
      regularCycles: ['1' as const, '2' as const],
      purposes: [health],
      ingredients: [sesamin],
      recommendOrder: 2,
      popularity: 90,
      releasedAt: '2024-04-01',
      isSpecialProduct: false,
      foodLabel: 'ffc' as const,
      notificationNumber: 'A123',
      mainProductFor: [{ genderDiv: '0' as const, ageFrom: 40, ageTo: 79 }],
    },
    {
      ...base,
      productCode: 'it-dha',
      category: 'supplement' as const,
      name: 'DHA&EPA',
      nameKana: 'ディーエイチエー',
      catchCopy: 'セサミンも配合',
      price: 6000,
      purposes: [health],
      ingredients: [dha, sesamin],
      productClass: 'set' as const,
      recommendOrder: 1,
      popularity: 50,
      releasedAt: '2025-01-10',
      mainProductFor: [{ genderDiv: '1' as const, ageFrom: 30, ageTo: 59 }],
    },
    {
      ...base,
      productCode: 'it-locomore',
      category: 'supplement' as const,
      name: 'ロコモア',
      nameKana: 'ロコモア',
      price: 3000,
      purposes: [joints],
      recommendOrder: 3,
      popularity: 70,
      releasedAt: '2023-09-01',
      isSpecialProduct: true,
    },
    {
      ...base,
      productCode: 'it-ended',
      category: 'supplement' as const,
      name: 'セサミン旧品',
      nameKana: 'セサミンキュウヒン',
      price: 1000,
      purposes: [health],
      recommendOrder: 0,
      releasedAt: '2020-01-01',
      saleStatus: 'ended' as const,
    },
    {
      ...base,
      productCode: 'it-lotion',
      category: 'beautycare' as const,
      taxClass: 'standard' as const,
      name: 'リフタージュ ローション',
      nameKana: 'リフタージュローション',
      brand: brand.id,
      price: 4000,
      purposes: [skin],
      recommendOrder: 1,
      releasedAt: '2025-03-01',
      mainProductFor: [{ genderDiv: '2' as const, ageFrom: 30, ageTo: 69 }],
    },
  ]
  for (const data of products) await payload.create({ collection: 'products', context: ctx, data })
  // A draft must never show.
  await payload.create({
    collection: 'products',
    context: ctx,
    draft: true,
    data: { ...products[0]!, productCode: 'it-draft', name: 'セサミン下書き', _status: 'draft' },
  })
  for (const [productCode, stock] of [
    ['it-sesamin', 10],
    ['it-dha', 0],
    ['it-lotion', 3],
  ] as const)
    await payload.create({ collection: 'inventory', context: ctx, data: { productCode, stock } })

  const category = await payload.create({
    collection: 'faq-categories',
    context: ctx,
    data: { slug: 'it-product', name: '商品について' },
  })
  await payload.create({
    collection: 'faqs',
    context: ctx,
    data: {
      question: 'セサミンEXの飲み方は？',
      answer: plainRichText('1日3粒を目安にお召し上がりください。'),
      category: category.id,
      _status: 'published',
    },
  })
})

const list = async (qs: string) => productList(apiRequest(`pages/products?${qs}`), noParams)

describe('GET /api/pages/products', () => {
  it('lists published products of the category in recommended order, hiding ended and drafts', async () => {
    const res = await list('category=supplement')
    expect(res.status).toBe(200)
    const body = await json<{ items: Summary[]; filters: { purposes: { code: string; label: string }[] } }>(
      res,
    )
    expect(productListCall.response.safeParse(body).success).toBe(true)
    expect(codes(body.items)).toEqual(['it-dha', 'it-sesamin', 'it-locomore'])
    expect(body.filters.purposes).toEqual([
      { code: 'it-health', label: '健康維持' },
      { code: 'it-joints', label: '関節・歩く力' },
    ])
    const sesamin = body.items.find((p) => p.productCode === 'it-sesamin')
    expect(sesamin?.price.includingTax).toBe(5400)
    expect(body.items.find((p) => p.productCode === 'it-dha')?.saleState).toBe('sold-out')
    expect(body.items.find((p) => p.productCode === 'it-locomore')?.saleState).toBe('sold-out')
  })

  it('filters: any code within a filter, filters combined with AND', async () => {
    const any = await json<{ items: Summary[] }>(
      await list('category=supplement&purpose-codes=it-joints,it-health'),
    )
    expect(codes(any.items).sort()).toEqual(['it-dha', 'it-locomore', 'it-sesamin'])
    const and = await json<{ items: Summary[] }>(
      await list('category=supplement&purpose-codes=it-health&ingredient-codes=it-dha'),
    )
    expect(codes(and.items)).toEqual(['it-dha'])
    const cls = await json<{ items: Summary[] }>(await list('category=supplement&product-class-code=set'))
    expect(codes(cls.items)).toEqual(['it-dha'])
  })

  it.each([
    ['2', ['it-dha', 'it-sesamin', 'it-locomore']],
    ['3', ['it-locomore', 'it-sesamin', 'it-dha']],
    ['4', ['it-dha', 'it-sesamin', 'it-locomore']],
    ['5', ['it-sesamin', 'it-locomore', 'it-dha']],
  ])('sorts by sort-classification-code %s', async (sort, expected) => {
    const body = await json<{ items: Summary[]; applied: { sortClassificationCode: string } }>(
      await list(`category=supplement&sort-classification-code=${sort}`),
    )
    expect(codes(body.items)).toEqual(expected)
    expect(body.applied.sortClassificationCode).toBe(sort)
  })

  it('narrows by search-key with Japanese folding', async () => {
    const body = await json<{ items: Summary[] }>(
      await list(`category=supplement&search-key=${encodeURIComponent('ｾｻﾐﾝ')}`),
    )
    expect(codes(body.items)).toEqual(['it-dha', 'it-sesamin'])
  })

  it('refuses bad input with Japanese field messages, and a missing category with the spec §8 wording', async () => {
    const bad = await list('category=supplement&sort-classification-code=9')
    expect(bad.status).toBe(400)
    expect((await json<ErrorBody>(bad)).error.fields?.['sort-classification-code']).toBe(
      '並び順は 1〜5 で指定してください',
    )
    const missing = await list('')
    expect(missing.status).toBe(400)
    expect((await json<ErrorBody>(missing)).error.message).toBe(
      'Required parameter category was null or undefined when calling getPagesProducts.',
    )
  })
})

describe('GET /api/pages/search', () => {
  const search = async (qs: string) => searchPage(apiRequest(`pages/search?${qs}`), noParams)

  it('finds the same products for せさみん, ｾｻﾐﾝ and セサミン, name matches first', async () => {
    const results = await Promise.all(
      ['せさみん', 'ｾｻﾐﾝ', 'セサミン'].map(async (k) =>
        json<{ products: { items: Summary[] }; faqs: { totalDocs: number } }>(
          await search(`keyword=${encodeURIComponent(k)}`),
        ),
      ),
    )
    const [first] = results
    expect(codes(first!.products.items)).toEqual(['it-sesamin', 'it-dha'])
    for (const r of results) expect(codes(r.products.items)).toEqual(codes(first!.products.items))
    expect(first!.faqs.totalDocs).toBe(1)
    expect(searchPageCall.response.safeParse(first).success).toBe(true)
  })

  it('matches the alias and the brand name', async () => {
    const alias = await json<{ products: { items: Summary[] } }>(await search('keyword=SESAMIN'))
    expect(codes(alias.products.items)).toEqual(['it-sesamin'])
    const brand = await json<{ products: { items: Summary[] } }>(
      await search(`keyword=${encodeURIComponent('りふたーじゅ')}`),
    )
    expect(codes(brand.products.items)).toEqual(['it-lotion'])
  })

  it('refuses 101 characters with the field message', async () => {
    const res = await search(`keyword=${'a'.repeat(101)}`)
    expect(res.status).toBe(400)
    expect((await json<ErrorBody>(res)).error.fields?.keyword).toBe(
      'キーワードは100文字以内で入力してください',
    )
    expect((await search(`keyword=${'a'.repeat(100)}`)).status).toBe(200)
  })
})

describe('GET /api/pages/products/{productCategory}/{productCode}', () => {
  const detail = (category: string, code: string, qs = '') =>
    productDetail(apiRequest(`pages/products/${category}/${code}${qs}`), {
      params: Promise.resolve({ productCategory: category, productCode: code }),
    })

  it('returns the detail, the inquiry phone, and records the link key', async () => {
    const res = await detail('supplement', 'it-locomore', '?link-key=aff_01')
    expect(res.status).toBe(200)
    const body = await json<{ product: { name: string }; inquiryPhone: { number: string } }>(res)
    expect(productDetailCall.response.safeParse(body).success).toBe(true)
    expect(body.product.name).toBe('ロコモア')
    expect(body.inquiryPhone.number).toBe('0120-049-310')
    expect(res.headers.get('set-cookie')).toContain('link_key=aff_01')
  })

  it('gives the brand lineup of a beauty-care product', async () => {
    const body = await json<{ brandLineup: Summary[] }>(await detail('beautycare', 'it-lotion'))
    expect(codes(body.brandLineup)).toEqual(['it-lotion'])
  })

  it('answers 404 when the category does not match or the product is a draft', async () => {
    expect((await detail('beautycare', 'it-sesamin')).status).toBe(404)
    expect((await detail('supplement', 'it-draft')).status).toBe(404)
  })
})

describe('POST /api/products', () => {
  const post = (json: unknown) => productsByCodes(apiRequest('products', { method: 'POST', json }), noParams)

  it('returns summaries in the asked order, leaving unknown codes out', async () => {
    const res = await post({ productCodes: ['it-lotion', 'nope-x', 'it-sesamin'] })
    expect(res.status).toBe(200)
    const body = await json<{ products: Summary[] }>(res)
    expect(productsByCodesCall.response.safeParse(body).success).toBe(true)
    expect(codes(body.products)).toEqual(['it-lotion', 'it-sesamin'])
  })

  it('refuses an empty list and more than 50 codes', async () => {
    expect((await post({ productCodes: [] })).status).toBe(400)
    expect((await post({ productCodes: Array.from({ length: 51 }, (_, i) => `p-${i}`) })).status).toBe(400)
  })
})

describe('GET /api/main-products', () => {
  const get = (qs: string) => mainProducts(apiRequest(`main-products?${qs}`), noParams)

  it('matches gender (or either) and age, grouped by division', async () => {
    const body = await json<{
      mainProducts: { supplement: { mainProductCode: string }[]; beautyCare: { mainProductCode: string }[] }
    }>(await get('genderDiv=2&age=45'))
    expect(mainProductsCall.response.safeParse(body).success).toBe(true)
    expect(body.mainProducts.supplement.map((e) => e.mainProductCode)).toEqual(['it-sesamin'])
    expect(body.mainProducts.beautyCare.map((e) => e.mainProductCode)).toEqual(['it-lotion'])
    const male = await json<typeof body>(await get('genderDiv=1&age=45&productDiv_or=1'))
    expect(male.mainProducts.supplement.map((e) => e.mainProductCode)).toEqual(['it-dha', 'it-sesamin'])
    expect(male.mainProducts.beautyCare).toEqual([])
  })

  it('answers the spec §8 wording for a missing required parameter', async () => {
    const noGender = await get('age=45')
    expect(noGender.status).toBe(400)
    expect((await json<ErrorBody>(noGender)).error.message).toBe(
      'Required parameter genderDiv was null or undefined when calling getMainProducts.',
    )
    expect((await json<ErrorBody>(await get('genderDiv=1'))).error.message).toBe(
      'Required parameter age was null or undefined when calling getMainProducts.',
    )
    const bad = await get('genderDiv=3&age=45')
    expect(bad.status).toBe(400)
    expect((await json<ErrorBody>(bad)).error.fields?.genderDiv).toContain('性別区分')
  })
})

describe('GET /api/__ping', () => {
  it('answers without the database', async () => {
    const res = await ping(apiRequest('__ping'), noParams)
    expect(await res.json()).toEqual({ ok: true })
  })
})
