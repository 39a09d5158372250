import { describe, expect, it } from 'vitest'

import type { Media } from '@/cms/payload-types'
import { storyExcerpt } from '@/shop/catalogue/brand-story'
import {
  brandContactOf,
  brandMenuData,
  groupBrandsByKind,
  toLineupItem,
  type BrandSummary,
} from '@/shop/catalogue/brands'

const brand = (code: string, kind: 'skincare' | 'supplement', order: number): BrandSummary => ({
  id: order,
  code,
  name: code.toUpperCase(),
  kind,
  groupKey: 'skin',
  tagline: null,
  summary: null,
  color: null,
  order,
  href: `/x/${code}/`,
})

describe('brand list', () => {
  it('groups skincare brands first, then supplements, each in staff order; empty groups left out', () => {
    const groups = groupBrandsByKind([
      brand('soyflax', 'supplement', 1),
      brand('rbeauty', 'skincare', 2),
      brand('liftage', 'skincare', 1),
    ])
    expect(groups.map((g) => [g.title, g.brands.map((b) => b.code)])).toEqual([
      ['スキンケアブランド', ['liftage', 'rbeauty']],
      ['サプリメント', ['soyflax']],
    ])
    expect(groupBrandsByKind([brand('a', 'skincare', 1)]).map((g) => g.kind)).toEqual(['skincare'])
  })
})

describe('lineup items', () => {
  const image = {
    id: 1,
    alt: 'ローションの商品画像',
    url: '/cms-api/media/file/lotion.png',
    sizes: { thumbnail: { url: 'http://localhost:3000/cms-api/media/file/lotion-384x384.png' } },
    createdAt: '',
    updatedAt: '',
  } satisfies Media
  const product = {
    productCode: 'liftage-lotion',
    name: 'リフタージュ ローション',
    category: 'beautycare' as const,
    catchCopy: null,
    images: [image],
    taxClass: 'standard' as const,
    price: 4000,
    regularPrice: 3600,
    regularCycles: ['1' as const],
  }
  it('carries the href, first image and tax-included prices', () => {
    expect(toLineupItem(product)).toEqual({
      productCode: 'liftage-lotion',
      name: 'リフタージュ ローション',
      category: 'beautycare',
      catchCopy: null,
      href: '/beautycare/liftage-lotion/',
      imageUrl: '/cms-api/media/file/lotion-384x384.png',
      imageAlt: 'ローションの商品画像',
      priceIncludingTax: 4400,
      regularPriceIncludingTax: 3960,
    })
  })
  it('shows no regular price when no cycle is offered, and no image when there is none', () => {
    const item = toLineupItem({ ...product, regularCycles: [], images: [7] })
    expect(item.regularPriceIncludingTax).toBeNull()
    expect(item.imageUrl).toBeNull()
  })
  it('become the brand menu props', () => {
    const menu = brandMenuData({ code: 'liftage', name: 'リフタージュ' }, [toLineupItem(product)])
    expect(menu).toEqual({
      brand: { code: 'liftage', name: 'リフタージュ' },
      products: [
        {
          productCode: 'liftage-lotion',
          name: 'リフタージュ ローション',
          href: '/beautycare/liftage-lotion/',
          imageUrl: '/cms-api/media/file/lotion-384x384.png',
          priceIncludingTax: 4400,
        },
      ],
    })
  })
})

describe('brand contact', () => {
  it('finds the brand group by the brand’s groupKey', () => {
    const groups = [
      { key: 'soyflax', name: 'ソイフラックス', tollFree: '0120-000-001' },
      { key: 'liftage', name: 'リフタージュ', tollFree: '0120-000-002' },
    ]
    expect(brandContactOf({ groupKey: 'liftage' }, groups)?.tollFree).toBe('0120-000-002')
    expect(brandContactOf({ groupKey: 'varon' }, groups)).toBeNull()
  })
})

describe('story excerpt', () => {
  const t = (text: string, format = 0) => ({ type: 'text', text, format })
  const story = (...children: object[]) => ({ root: { type: 'root', children } })
  it('takes the first prose paragraph as plain text', () => {
    const rich = story(
      { type: 'heading', tag: 'h2', children: [t('はじまり')] },
      { type: 'paragraph', children: [] },
      {
        type: 'paragraph',
        children: [
          t('肌の'),
          t('ハリ', 1),
          t('を守りたい。'),
          { type: 'linebreak' },
          { type: 'link', fields: { linkType: 'custom', url: '/quality/' }, children: [t('研究')] },
          t('から生まれました。'),
        ],
      },
      { type: 'list', tag: 'ul', children: [{ type: 'listitem', children: [t('箇条書き')] }] },
    )
    expect(storyExcerpt(rich)).toBe('肌のハリを守りたい。研究から生まれました。')
  })
  it('cuts long text with an ellipsis', () => {
    expect(storyExcerpt(story({ type: 'paragraph', children: [t('あ'.repeat(130))] }), 120)).toBe(
      `${'あ'.repeat(120)}…`,
    )
    expect(storyExcerpt(null)).toBe('')
    expect(storyExcerpt(story({ type: 'heading', tag: 'h2', children: [t('見出しだけ')] }))).toBe('')
  })
})
