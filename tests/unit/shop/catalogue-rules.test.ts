import { describe, expect, it } from 'vitest'

import {
  findProduct,
  listedByCodes,
  listFilterOptions,
  productListPage,
  productsByCodes,
} from '@/shop/catalogue/catalogue-queries'
import { displayPrice, formatExcludingTax, formatTaxIncluded } from '@/shop/catalogue/display-price'
import { brandLineOf, productInquiryPhone } from '@/shop/catalogue/inquiry-phone'
import {
  applyListChange,
  EMPTY_LIST_QUERY,
  listPath,
  listRewritePath,
  listVariantSegment,
  parseListQuery,
  parseListVariantSegment,
} from '@/shop/catalogue/list-query'
import { isMainProductFor, selectMainProducts } from '@/shop/catalogue/main-products'
import { productJsonLd } from '@/shop/catalogue/product-json-ld'
import { applyListQuery, matchesFilters, sortProducts } from '@/shop/catalogue/product-list'
import { saleStateOf } from '@/shop/catalogue/sale-state'

import { catalogue, product } from './catalogue-fixtures'

const a = product({
  productCode: 'a',
  purposeCodes: ['health'],
  ingredientCodes: ['sesamin'],
  recommendOrder: 3,
  popularity: 10,
  releasedAt: '2024-01-01',
  price: displayPrice(3000, 'food'),
})
const b = product({
  productCode: 'b',
  purposeCodes: ['health', 'eyes'],
  ingredientCodes: ['dha'],
  productClass: 'set',
  recommendOrder: 1,
  popularity: 50,
  releasedAt: '2025-06-01',
  price: displayPrice(5000, 'food'),
})
const c = product({
  productCode: 'c',
  purposeCodes: ['joints'],
  recommendOrder: 2,
  popularity: 30,
  releasedAt: '2023-01-01',
  price: displayPrice(1000, 'food'),
})
const gone = product({ productCode: 'gone', saleStatus: 'ended', saleState: 'ended', recommendOrder: 0 })
const codes = (list: { productCode: string }[]) => list.map((p) => p.productCode)
const q = (over: Partial<typeof EMPTY_LIST_QUERY>) => ({ ...EMPTY_LIST_QUERY, ...over })

describe('filters', () => {
  it('matches any code within a filter and all filters together; hides ended products', () => {
    const all = [a, b, c, gone]
    expect(codes(all.filter((p) => matchesFilters(p, q({}))))).toEqual(['a', 'b', 'c'])
    expect(codes(all.filter((p) => matchesFilters(p, q({ purposeCodes: ['eyes', 'joints'] }))))).toEqual([
      'b',
      'c',
    ])
    expect(
      codes(all.filter((p) => matchesFilters(p, q({ purposeCodes: ['health'], ingredientCodes: ['dha'] })))),
    ).toEqual(['b'])
    expect(codes(all.filter((p) => matchesFilters(p, q({ productClassCodes: ['set'] }))))).toEqual(['b'])
  })
})

describe('sorts', () => {
  it.each([
    ['1', ['b', 'c', 'a']],
    ['2', ['b', 'a', 'c']],
    ['3', ['c', 'a', 'b']],
    ['4', ['b', 'a', 'c']],
    ['5', ['b', 'c', 'a']],
  ] as const)('sort-classification-code %s', (sort, expected) => {
    expect(codes(sortProducts([a, b, c], sort))).toEqual(expected)
  })

  it('narrows by a search key', () => {
    const named = product({ productCode: 'n', name: 'セサミンEX', recommendOrder: 9 })
    expect(codes(applyListQuery([a, b, named], q({ searchKey: 'ｾｻﾐﾝ' })))).toEqual(['n'])
  })
})

describe('list query', () => {
  it('parses comma lists and repeated parameters canonically, dropping invalid values', () => {
    const parsed = parseListQuery(
      new URLSearchParams(
        'purpose-codes=joints,health&purpose-codes=health&product-class-code=set,bogus&sort-classification-code=9&ingredient-codes=BAD!',
      ),
    )
    expect(parsed).toEqual({
      purposeCodes: ['health', 'joints'],
      ingredientCodes: [],
      productClassCodes: ['set'],
      sort: '1',
    })
    expect(listPath('supplement', parsed)).toBe(
      '/supplement/?purpose-codes=health,joints&product-class-code=set',
    )
  })

  it('round-trips a cached variant segment that can never be a product code', () => {
    const query = q({ purposeCodes: ['health', 'joints'], ingredientCodes: ['dha'], sort: '3' })
    const segment = listVariantSegment(query)
    expect(segment).toBe('list_p.health.joints_i.dha_s.3')
    expect(parseListVariantSegment(segment)).toEqual(query)
    expect(parseListVariantSegment('sesamin-ex')).toBeNull()
  })

  it('applies each choice to the latest query, so choices made one after another are all kept', () => {
    let query = applyListChange(EMPTY_LIST_QUERY, { filter: 'purposeCodes', code: 'sleep', on: true })
    query = applyListChange(query, { sort: '3' })
    query = applyListChange(query, { filter: 'purposeCodes', code: 'age', on: true })
    query = applyListChange(query, { filter: 'productClassCodes', code: 'set', on: true })
    expect(query).toEqual(q({ purposeCodes: ['age', 'sleep'], productClassCodes: ['set'], sort: '3' }))
    expect(listPath('supplement', query)).toBe(
      '/supplement/?purpose-codes=age,sleep&product-class-code=set&sort-classification-code=3',
    )
    // The last choice per filter wins: unticking, ticking twice, a second sort order.
    query = applyListChange(query, { filter: 'purposeCodes', code: 'sleep', on: false })
    query = applyListChange(query, { filter: 'productClassCodes', code: 'set', on: true })
    query = applyListChange(query, { sort: '1' })
    expect(query).toEqual(q({ purposeCodes: ['age'], productClassCodes: ['set'] }))
    expect(applyListChange(query, { filter: 'ingredientCodes', code: 'dha', on: false })).toEqual(query)
    // The whole form at hydration replaces the query.
    const shown = q({ ingredientCodes: ['dha'] })
    expect(applyListChange(query, { query: shown })).toEqual(shown)
  })

  it('leaves the query it was given unchanged', () => {
    const before = q({ purposeCodes: ['sleep'] })
    const copy = structuredClone(before)
    applyListChange(before, { filter: 'purposeCodes', code: 'age', on: true })
    applyListChange(before, { filter: 'purposeCodes', code: 'sleep', on: false })
    applyListChange(before, { sort: '4' })
    expect(before).toEqual(copy)
  })

  it('gives the proxy the cached variant of every list URL, and nothing for other paths', () => {
    const rewrite = (path: string, qs: string) => listRewritePath(path, new URLSearchParams(qs))
    expect(rewrite('/supplement/', 'sort-classification-code=2')).toBe('/product-list/supplement/list_s.2/')
    expect(rewrite('/beautycare/', 'purpose-codes=skin')).toBe('/product-list/beautycare/list_p.skin_s.1/')
    expect(rewrite('/supplement/', '')).toBe('/product-list/supplement/list_s.1/')
    expect(rewrite('/supplement/', 'sort-classification-code=1&utm_source=x')).toBe(
      '/product-list/supplement/list_s.1/',
    )
    expect(rewrite('/supplement/sesamin-ex/', 'purpose-codes=x')).toBeNull()
  })
})

describe('catalogue queries', () => {
  const cat = catalogue([a, b, c, gone, product({ productCode: 'lotion', category: 'beautycare' })])

  it('lists a category with its filter options and applied values', () => {
    const page = productListPage(cat, 'supplement', q({ sort: '3' }))
    expect(codes(page.items)).toEqual(['c', 'a', 'b'])
    expect(page.filters.purposes).toEqual([{ code: 'health', label: '健康維持' }])
    expect(page.filters.sorts.map((s) => s.label)).toEqual([
      'おすすめ順',
      '新着順',
      '価格の安い順',
      '価格の高い順',
      '人気順',
    ])
    expect(page.applied.sortClassificationCode).toBe('3')
    expect(listFilterOptions(cat, 'beautycare').purposes.map((p) => p.code)).toEqual(['skin'])
  })

  it('finds a product only in its own category, without internal fields', () => {
    expect(findProduct(cat, 'supplement', 'a')?.productCode).toBe('a')
    expect(findProduct(cat, 'beautycare', 'a')).toBeNull()
    expect(findProduct(cat, 'supplement', 'a')).not.toHaveProperty('searchTerms')
  })

  it('returns products by code in the asked order, leaving unknown codes out', () => {
    expect(codes(productsByCodes(cat, ['c', 'nope', 'a', 'c']))).toEqual(['c', 'a'])
  })

  // Issue 26 §4: the gift guide recommended a sold-out tea; staff's picks follow the lists' rule.
  it('gives staff’s picks by the lists’ rule: ended left out, sold-out kept with its state for the badge', () => {
    const soldOut = product({ productCode: 'tea', saleState: 'sold-out' })
    const picks = catalogue([a, soldOut, gone])
    expect(codes(listedByCodes(picks, ['tea', gone.productCode, 'a']))).toEqual(['tea', 'a'])
    expect(listedByCodes(picks, ['tea'])[0]?.saleState).toBe('sold-out')
    // What a list of the category shows of the same products.
    expect(codes(productListPage(picks, 'supplement', EMPTY_LIST_QUERY).items).sort()).toEqual(['a', 'tea'])
  })
})

describe('productInquiryPhone (spec §6)', () => {
  it('chooses related-party first, then special-product, else general', () => {
    expect(productInquiryPhone({ isKankeisha: true, isSpecialProduct: true }).number).toBe('0120-310-840')
    expect(productInquiryPhone({ isKankeisha: true, isSpecialProduct: false }).hours).toBe('11:00〜20:00')
    expect(productInquiryPhone({ isKankeisha: false, isSpecialProduct: true }).number).toBe('0120-049-310')
    const general = productInquiryPhone({ isKankeisha: false, isSpecialProduct: null })
    expect(general).toMatchObject({ number: '0120-333-310', hours: '9:00〜20:00' })
  })

  it('gives a brand’s product the line the footer lists for the brand’s group, before the general line', () => {
    const groups = [
      { key: 'herbtea', name: 'ハーブティーシリーズ', tollFree: '0120-294-638', hours: '9:00〜18:00' },
      { key: 'vitoas', name: 'Vitoas（ヴィトアス）', tollFree: '0120-956-043', hours: '' },
    ]
    const herbtea = { isKankeisha: false, isSpecialProduct: false, brandGroupKey: 'herbtea' }
    expect(productInquiryPhone(herbtea, groups)).toEqual({
      kind: 'brand',
      label: 'ハーブティーシリーズ',
      number: '0120-294-638',
      hours: '9:00〜18:00',
    })
    expect(brandLineOf('herbtea', groups)).toBe(groups[0])
    expect(productInquiryPhone({ ...herbtea, brandGroupKey: 'vitoas' }, groups).hours).toBeNull()
    // Kankeisha and special products keep their own lines; a brand without a listed group gets the general one.
    expect(productInquiryPhone({ ...herbtea, isKankeisha: true }, groups).number).toBe('0120-310-840')
    expect(productInquiryPhone({ ...herbtea, isSpecialProduct: true }, groups).number).toBe('0120-049-310')
    expect(productInquiryPhone({ ...herbtea, brandGroupKey: 'varon' }, groups).number).toBe('0120-333-310')
    expect(productInquiryPhone({ ...herbtea, brandGroupKey: null }, groups).number).toBe('0120-333-310')
    expect(productInquiryPhone(herbtea).number).toBe('0120-333-310')
  })
})

describe('main products', () => {
  it('matches gender (or either) and an inclusive age range', () => {
    const targets = [{ genderDiv: '2' as const, ageFrom: 40, ageTo: 59 }]
    expect(isMainProductFor(targets, '2', 40)).toBe(true)
    expect(isMainProductFor(targets, '2', 59)).toBe(true)
    expect(isMainProductFor(targets, '2', 60)).toBe(false)
    expect(isMainProductFor(targets, '1', 45)).toBe(false)
    expect(isMainProductFor([{ genderDiv: '0', ageFrom: 20, ageTo: 80 }], '1', 45)).toBe(true)
  })

  it('groups by product division and honours productDiv_or', () => {
    const products = [
      product({ productCode: 's1', mainProductFor: [{ genderDiv: '0', ageFrom: 0, ageTo: 120 }] }),
      product({
        productCode: 'b1',
        category: 'beautycare',
        mainProductFor: [{ genderDiv: '2', ageFrom: 30, ageTo: 60 }],
      }),
    ]
    const both = selectMainProducts(products, { genderDiv: '2', age: 35, productDivs: [] })
    expect(both.supplement.map((e) => e.mainProductCode)).toEqual(['s1'])
    expect(both.beautyCare[0]).toEqual({
      mainProductName: 'b1',
      mainProductCode: 'b1',
      imageUrl: null,
      href: '/beautycare/b1/',
    })
    expect(selectMainProducts(products, { genderDiv: '2', age: 35, productDivs: ['1'] }).beautyCare).toEqual(
      [],
    )
  })
})

describe('prices and states', () => {
  it('shows tax-included prices (総額表示)', () => {
    expect(formatTaxIncluded(displayPrice(3000, 'food'))).toBe('3,240円（税込）')
    expect(formatTaxIncluded(displayPrice(4000, 'standard'))).toBe('4,400円（税込）')
    expect(formatExcludingTax(displayPrice(3000, 'food'))).toBe('本体3,000円')
  })

  it('derives the sale state from status and stock', () => {
    expect(saleStateOf('on-sale', 5)).toBe('available')
    expect(saleStateOf('on-sale', 0)).toBe('sold-out')
    expect(saleStateOf('on-sale', undefined)).toBe('sold-out')
    expect(saleStateOf('coming-soon', 5)).toBe('coming-soon')
    expect(saleStateOf('ended', 5)).toBe('ended')
  })
})

describe('productJsonLd', () => {
  it('describes a Product with a tax-included JPY Offer', () => {
    const p = product({
      productCode: 'sesamin-ex',
      name: 'セサミンEX',
      price: displayPrice(5000, 'food'),
      saleState: 'sold-out',
      images: [{ url: '/cms-api/media/file/sesamin-ex.png', alt: '', width: 800, height: 800 }],
      brand: {
        code: 's',
        name: 'ウェルネスの森',
        kind: 'supplement',
        groupKey: 'soyflax',
        href: '/contents/brands/s/',
      },
    })
    const { searchTerms: _s, mainProductFor: _m, ...detail } = p
    expect(productJsonLd(detail, 'https://shop.example.jp')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'sesamin-ex',
      image: ['https://shop.example.jp/cms-api/media/file/sesamin-ex.png'],
      brand: { '@type': 'Brand', name: 'ウェルネスの森' },
      offers: {
        '@type': 'Offer',
        price: 5400,
        priceCurrency: 'JPY',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shop.example.jp/supplement/sesamin-ex/',
      },
    })
    const coming = { ...detail, saleState: 'coming-soon' as const }
    expect(productJsonLd(coming, 'https://x.jp').offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
    })
  })
})
