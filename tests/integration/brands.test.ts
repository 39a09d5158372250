import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findBrand, findBrandOfProduct, listBrandLineup, listBrands } from '@/shop/catalogue/brands'
import { loadSitemapCatalogue } from '@/shop/site/sitemap'

import { testPayload } from './helpers'
import { plainRichText } from '@/shop/content/rich-text'

let payload: Payload
const context = { disableRevalidate: true }
const DRAFT = { draft: true }
const ids: Record<string, number> = {}

type BrandInput = {
  code: string
  name: string
  kind: 'skincare' | 'supplement'
  order: number
  draft?: boolean
}

async function brand({ draft = false, ...data }: BrandInput) {
  const doc = await payload.create({
    collection: 'brands',
    context,
    draft,
    data: {
      ...data,
      groupKey: data.kind === 'skincare' ? 'liftage' : 'soyflax',
      tagline: `${data.name}のキャッチコピー`,
      story: plainRichText(`${data.name}の物語。`),
      tabs: [
        { key: 'voice', title: 'お客様の声', body: plainRichText('声') },
        {
          key: 'myperfection',
          title: 'my perfection',
          body: plainRichText('本文'),
          sections: ['secretSkinCare', 'polyphenol', 'floralScent', 'kindsOfNatural'].map((key) => ({
            key,
            title: key,
            body: plainRichText(`${key}の本文`),
          })),
        },
      ],
      _status: draft ? 'draft' : 'published',
    },
  })
  ids[data.code] = doc.id
}

type ProductInput = {
  productCode: string
  brand?: string
  category?: 'supplement' | 'beautycare'
  recommendOrder: number
  saleStatus?: 'on-sale' | 'coming-soon' | 'ended'
  draft?: boolean
  price?: number
}

async function product({ draft = false, brand: brandCode, category = 'beautycare', ...data }: ProductInput) {
  await payload.create({
    collection: 'products',
    context,
    draft,
    data: {
      ...data,
      category,
      name: `テスト商品 ${data.productCode}`,
      nameKana: 'テストショウヒン',
      taxClass: category === 'supplement' ? 'food' : 'standard',
      price: data.price ?? 4000,
      productClass: 'single',
      releasedAt: '2026-01-01T00:00:00.000Z',
      saleStatus: data.saleStatus ?? 'on-sale',
      ...(brandCode ? { brand: ids[brandCode] } : {}),
      _status: draft ? 'draft' : 'published',
    },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await brand({ code: 'it-lift', name: 'テストリフト', kind: 'skincare', order: 20 })
  await brand({ code: 'it-first', name: 'テストファースト', kind: 'skincare', order: 10 })
  await brand({ code: 'it-supp', name: 'テストサプリ', kind: 'supplement', order: 5 })
  await brand({ code: 'it-draft', name: '下書きブランド', kind: 'skincare', order: 1, draft: true })

  await product({ productCode: 'it-lotion', brand: 'it-lift', recommendOrder: 20, price: 4000 })
  await product({ productCode: 'it-cream', brand: 'it-lift', recommendOrder: 10, price: 5000 })
  await product({ productCode: 'it-serum', brand: 'it-lift', recommendOrder: 30, saleStatus: 'coming-soon' })
  await product({ productCode: 'it-old', brand: 'it-lift', recommendOrder: 5, saleStatus: 'ended' })
  await product({ productCode: 'it-secret', brand: 'it-lift', recommendOrder: 1, draft: true })
  await product({ productCode: 'it-nobrand', recommendOrder: 1 })
  await product({ productCode: 'it-tablet', brand: 'it-supp', category: 'supplement', recommendOrder: 1 })
  await product({ productCode: 'it-hidden', brand: 'it-draft', recommendOrder: 1 })
})

describe('brand list', () => {
  it('lists published brands in staff order, by kind when asked', async () => {
    expect((await listBrands(payload)).map((b) => b.code)).toEqual(['it-supp', 'it-first', 'it-lift'])
    const skincare = await listBrands(payload, 'skincare')
    expect(skincare.map((b) => [b.code, b.href])).toEqual([
      ['it-first', '/skincare/it-first/'],
      ['it-lift', '/skincare/it-lift/'],
    ])
    expect((await listBrands(payload, 'supplement'))[0]?.href).toBe('/contents/brands/it-supp/')
  })
})

describe('a draft brand', () => {
  it('is invisible to the public but visible in a staff preview', async () => {
    expect(await findBrand(payload, 'it-draft')).toBeNull()
    expect((await findBrand(payload, 'it-draft', DRAFT))?.name).toBe('下書きブランド')
  })
  it('hides the brand of its products from the public only', async () => {
    expect(await findBrandOfProduct(payload, 'it-hidden')).toBeNull()
    expect((await findBrandOfProduct(payload, 'it-hidden', DRAFT))?.brand.code).toBe('it-draft')
  })
  it('shows a published brand’s unpublished edits only in the preview', async () => {
    await payload.update({
      collection: 'brands',
      id: ids['it-first']!,
      context,
      draft: true,
      data: { name: '編集中の名前', _status: 'draft' },
    })
    expect((await findBrand(payload, 'it-first'))?.name).toBe('テストファースト')
    expect((await findBrand(payload, 'it-first', DRAFT))?.name).toBe('編集中の名前')
  })
})

describe('brand lineup', () => {
  it('lists published products not ended, in recommend order, with tax-included prices', async () => {
    const lineup = await listBrandLineup(payload, ids['it-lift']!)
    expect(lineup.map((p) => p.productCode)).toEqual(['it-cream', 'it-lotion', 'it-serum'])
    expect(lineup[1]).toMatchObject({
      href: '/beautycare/it-lotion/',
      priceIncludingTax: 4400,
      regularPriceIncludingTax: null,
      imageUrl: null,
    })
  })
})

describe('brand of a beauty-care product', () => {
  it('finds the brand by product code', async () => {
    const found = await findBrandOfProduct(payload, 'it-lotion')
    expect(found?.brand.code).toBe('it-lift')
    expect(found?.product).toEqual({
      productCode: 'it-lotion',
      name: 'テスト商品 it-lotion',
      category: 'beautycare',
    })
    expect(found?.brand.tabs?.map((t) => t.key)).toEqual(['voice', 'myperfection'])
  })
  it('is null for unknown, brandless, draft and supplement products', async () => {
    expect(await findBrandOfProduct(payload, 'no-such-product')).toBeNull()
    expect(await findBrandOfProduct(payload, 'it-nobrand')).toBeNull()
    expect(await findBrandOfProduct(payload, 'it-secret')).toBeNull()
    expect(await findBrandOfProduct(payload, 'it-tablet')).toBeNull()
    expect((await findBrandOfProduct(payload, 'it-secret', DRAFT))?.brand.code).toBe('it-lift')
  })
})

describe('sitemap catalogue', () => {
  it('lists published brands and the published products not ended', async () => {
    const catalogue = await loadSitemapCatalogue(payload)
    expect(catalogue.brands.map((b) => b.code)).toEqual(['it-supp', 'it-first', 'it-lift'])
    const codes = catalogue.products.map((p) => p.productCode)
    expect(codes).toEqual(
      expect.arrayContaining(['it-lotion', 'it-cream', 'it-serum', 'it-tablet', 'it-nobrand']),
    )
    expect(codes).not.toContain('it-old')
    expect(codes).not.toContain('it-secret')
  })
})
