import { describe, expect, it } from 'vitest'

import { FAQ_SNIPPET_LENGTH, faqSnippet, searchCatalogue } from '@/shop/catalogue/catalogue-search'
import { richTextToText } from '@/shop/content/rich-text'
import { faqMatches, productMatchRank, searchProducts } from '@/shop/catalogue/product-search'
import { searchTerms } from '@/shop/catalogue/search-text'

import { catalogue, product } from './catalogue-fixtures'

const sesamin = product({
  productCode: 'sesamin-ex',
  name: 'セサミンEX',
  nameKana: 'セサミンイーエックス',
  searchTerms: 'sesamin',
  recommendOrder: 2,
})
const dha = product({
  productCode: 'dha-epa',
  name: 'DHA&EPA＋セサミンEX',
  nameKana: 'ディーエイチエーアンドイーピーエー',
  recommendOrder: 1,
})
const other = product({
  productCode: 'locomore',
  name: 'ロコモア',
  nameKana: 'ロコモア',
  catchCopy: '歩く力を支える',
  ingredients: [{ code: 'sesamin', label: 'セサミン' }],
  recommendOrder: 0,
})
const ended = product({ productCode: 'old', name: 'セサミン旧', saleStatus: 'ended', saleState: 'ended' })

describe('productMatchRank', () => {
  it('ranks by where the terms match', () => {
    expect(productMatchRank(sesamin, searchTerms('せさみん'))).toBe(0)
    expect(productMatchRank(other, searchTerms('セサミン'))).toBe(2)
    expect(productMatchRank(sesamin, searchTerms('せさみん sesamin'))).toBe(1)
    expect(productMatchRank(sesamin, searchTerms('ロコモア'))).toBeNull()
  })

  it('requires every term (AND)', () => {
    expect(productMatchRank(other, searchTerms('ロコモア 歩く'))).toBe(1)
    expect(productMatchRank(other, searchTerms('ロコモア 走る'))).toBeNull()
  })

  it('matches brand, purpose and search alias', () => {
    const p = product({
      productCode: 'x1',
      brand: { code: 'b', name: 'リフタージュ', kind: 'skincare', groupKey: 'liftage', href: '/skincare/b/' },
      purposes: [{ code: 'skin', label: '肌の潤い' }],
      searchTerms: 'liftage lotion',
    })
    expect(productMatchRank(p, searchTerms('リフタージュ'))).toBe(2)
    expect(productMatchRank(p, searchTerms('Liftage'))).toBe(2)
    expect(productMatchRank(p, searchTerms('潤い'))).toBe(2)
  })
})

describe('searchProducts', () => {
  it('puts name matches first, then keeps the given order', () => {
    const found = searchProducts([other, dha, sesamin], searchTerms('ｾｻﾐﾝ'))
    expect(found.map((p) => p.productCode)).toEqual(['dha-epa', 'sesamin-ex', 'locomore'])
  })

  it('finds the same products for せさみん, ｾｻﾐﾝ and セサミン', () => {
    const codes = (k: string) =>
      searchProducts([other, dha, sesamin], searchTerms(k)).map((p) => p.productCode)
    expect(codes('せさみん')).toEqual(codes('セサミン'))
    expect(codes('ｾｻﾐﾝ')).toEqual(codes('セサミン'))
  })
})

describe('faqMatches', () => {
  it('searches question and answer with folding', () => {
    const faq = { question: 'セサミンの飲み方は？', answer: '1日3粒を目安に' }
    expect(faqMatches(faq, searchTerms('せさみん 3粒'))).toBe(true)
    expect(faqMatches(faq, searchTerms('DHA'))).toBe(false)
  })
})

describe('searchCatalogue', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    product({ productCode: `p-${String(i).padStart(2, '0')}`, name: `セサミン${i}`, recommendOrder: i }),
  )
  const faqs = Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    question: `セサミン質問${i}`,
    answer: '回答',
    categorySlug: 'product',
  }))

  it('shows a first page of 8 products, hiding ended products', () => {
    const r = searchCatalogue(catalogue([...many, ended]), faqs, { keyword: 'セサミン', faqPage: 1 })
    expect(r.products.totalDocs).toBe(25)
    expect(r.products.items).toHaveLength(8)
    expect(r.products.allResults).toBe(false)
    expect(r.faqs.items).toHaveLength(5)
    expect(r.faqs.totalPages).toBe(2)
    expect(r.faqs.items[0]?.href).toBe('/faq_inquiry/?category=product')
  })

  it('pages all results 20 at a time and FAQs 5 at a time', () => {
    const r = searchCatalogue(catalogue(many), faqs, { keyword: 'セサミン', faqPage: 2, allResultPage: 2 })
    expect(r.products.items.map((p) => p.productCode)).toEqual(['p-20', 'p-21', 'p-22', 'p-23', 'p-24'])
    expect(r.products.page).toBe(2)
    expect(r.products.totalPages).toBe(2)
    expect(r.faqs.items.map((f) => f.id)).toEqual([6, 7])
  })

  it('returns suggestions and nothing else for an empty keyword', () => {
    const r = searchCatalogue(catalogue(many), faqs, { keyword: ' ', faqPage: 1 })
    expect(r.products.totalDocs).toBe(0)
    expect(r.suggestedKeywords).toEqual(['DHA', 'セサミン', 'ロコモア', 'オメガエイド', 'リフタージュ'])
  })
})

// Issue 26 §4: a FAQ result showed 「…詳しくは 定期お届けコースについて /service/regular course/ をご覧ください」.
describe('faqSnippet', () => {
  it('shows a link by its words, never its path', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
    // The answer's words as the storefront takes them from the rich answer (src/app/_data/content.ts getFaqs).
    const answer = richTextToText({
      root: {
        type: 'root',
        children: [
          paragraph(text('ご指定の商品を、ご指定の周期で自動的にお届けするサービスです。')),
          paragraph(
            text('詳しくは'),
            {
              type: 'link',
              fields: { linkType: 'custom', url: '/service/regular-course/' },
              children: [text('定期お届けコースについて')],
            },
            text('をご覧ください。'),
          ),
        ],
      },
    })
    const snippet = faqSnippet(answer)
    expect(snippet).toContain('詳しくは定期お届けコースについてをご覧ください。')
    expect(snippet).not.toMatch(/\/service\/|regular|[[\]()]/)
  })

  it('keeps to the result list’s length', () => {
    expect([...faqSnippet('あ'.repeat(300))]).toHaveLength(FAQ_SNIPPET_LENGTH)
  })

  it('is what a search result carries', () => {
    const result = searchCatalogue(
      catalogue([]),
      [
        {
          id: 1,
          question: '定期お届けとは？',
          answer: 'ご指定の周期でお届けします。\n詳しくは定期お届けコースについてをご覧ください。',
          categorySlug: 'regular',
        },
      ],
      { keyword: '定期', faqPage: 1 },
    )
    expect(result.faqs.items[0]?.snippet).toBe(
      'ご指定の周期でお届けします。 詳しくは定期お届けコースについてをご覧ください。',
    )
  })
})
