import { describe, expect, it } from 'vitest'

import { childPages } from '@/shop/content/pages'
import { columnPath, informationPath, pagePath, storefrontPathOf } from '@/shop/content/paths'
import { stripMobilePrefix } from '@/shop/site/mobile-path'
import { safeLocalPath } from '@/shop/site/safe-redirect'
import { buildSitemap } from '@/shop/site/sitemap'
import { resolveTopCategory } from '@/shop/site/top-category'
import { linkKeyFrom, shouldStoreLinkKey, utmLinkageFrom } from '@/lib/tracking/link-key'
import { pageViewEvent, pushToDataLayer } from '@/lib/tracking/page-view'

describe('top page category (spec §4)', () => {
  it('prefers a valid query and remembers it', () => {
    expect(resolveTopCategory('beauty-care', 'supplement')).toEqual({
      category: 'beauty-care',
      remember: true,
    })
  })
  it('falls back to the cookie, then the default', () => {
    expect(resolveTopCategory(null, 'beauty-care')).toEqual({ category: 'beauty-care', remember: false })
    expect(resolveTopCategory('wine', undefined)).toEqual({ category: 'supplement', remember: false })
  })
  it('takes the beautycare spelling of the product paths as beauty-care, nothing else', () => {
    expect(resolveTopCategory('beautycare', 'supplement')).toEqual({
      category: 'beauty-care',
      remember: true,
    })
    expect(resolveTopCategory('beautycare', 'beauty-care').remember).toBe(false)
    expect(resolveTopCategory('Beautycare', undefined).category).toBe('supplement')
    expect(resolveTopCategory('constructor', undefined).category).toBe('supplement')
  })
  it('does not rewrite the cookie when the query repeats it', () => {
    expect(resolveTopCategory('supplement', 'supplement').remember).toBe(false)
  })
})

describe('/sp/ paths', () => {
  it('serve the path without the prefix', () => {
    expect(stripMobilePrefix('/sp/about/terms/')).toBe('/about/terms/')
    expect(stripMobilePrefix('/sp/')).toBe('/')
    expect(stripMobilePrefix('/spa/')).toBeNull()
    expect(stripMobilePrefix('/about/')).toBeNull()
  })
})

describe('safe redirects', () => {
  it('keeps same-site paths', () => {
    expect(safeLocalPath('/mypage/?tab=1')).toBe('/mypage/?tab=1')
  })
  it('refuses other sites', () => {
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ])
      expect(safeLocalPath(bad)).toBe('/')
  })
})

describe('storefront paths', () => {
  it('build the spec routes with trailing slashes', () => {
    expect(pagePath('about/terms')).toBe('/about/terms/')
    expect(informationPath('20261101-01')).toBe('/information/20261101-01/')
    expect(columnPath('03')).toBe('/column/03/')
  })
  it('know where a document is previewed', () => {
    expect(storefrontPathOf('pages', { path: 'company' })).toBe('/company/')
    expect(storefrontPathOf('information', { code: 'a', hasDetail: false })).toBe('/information/')
    // Banners show on the top page, where their preview opens.
    expect(storefrontPathOf('banners', { key: 'x', placement: 'top-hero' })).toBe('/')
    expect(storefrontPathOf('banners', { key: 'x', placement: 'top-sub' })).toBe('/')
    expect(storefrontPathOf('media', { filename: 'a.jpg' })).toBeNull()
  })
  it('find direct child pages', () => {
    const pages = [
      { path: 'service' },
      { path: 'service/set' },
      { path: 'service/set/x' },
      { path: 'about' },
    ].map((p) => ({
      ...p,
      title: p.path,
      section: 'information' as const,
      order: 1,
    }))
    expect(childPages(pages, 'service').map((p) => p.path)).toEqual(['service/set'])
  })
})

describe('sitemap', () => {
  it('nests child pages and lists columns', () => {
    const map = buildSitemap(
      [
        { path: 'service', title: 'サービス' },
        { path: 'service/set', title: 'セット' },
        { path: 'campaign/x', title: 'キャンペーン', section: 'campaign' },
      ],
      [{ number: '01', title: '睡眠' }],
    )
    const service = map.find((e) => e.href === '/service/')
    expect(service?.children).toEqual([{ title: 'セット', href: '/service/set/' }])
    expect(map.some((e) => e.href?.startsWith('/campaign'))).toBe(false)
    expect(map.find((e) => e.href === '/column/')?.children?.[0]).toEqual({
      title: '01 睡眠',
      href: '/column/01/',
    })
  })
})

describe('sitemap: catalogue', () => {
  it('lists the catalogue routes, products by category and each brand page', () => {
    const map = buildSitemap([], [], {
      brands: [
        { code: 'liftage', name: 'リフタージュ', kind: 'skincare' },
        { code: 'soyflax', name: 'ソイフラックス', kind: 'supplement' },
      ],
      products: [
        { productCode: 'sesamin-ex', name: 'セサミンEX', category: 'supplement' },
        { productCode: 'liftage-lotion', name: 'リフタージュ ローション', category: 'beautycare' },
      ],
    })
    const hrefs = map.map((e) => e.href)
    for (const href of ['/brands/', '/supplement/', '/beautycare/', '/search/', '/cart/'])
      expect(hrefs).toContain(href)
    expect(map.find((e) => e.href === '/supplement/')?.children).toEqual([
      { title: 'セサミンEX', href: '/supplement/sesamin-ex/' },
    ])
    expect(map.find((e) => e.href === '/beautycare/')?.children).toEqual([
      { title: 'リフタージュ ローション', href: '/beautycare/liftage-lotion/' },
    ])
    expect(map.find((e) => e.href === '/brands/')?.children).toEqual([
      { title: 'リフタージュ', href: '/skincare/liftage/' },
      { title: 'ソイフラックス', href: '/contents/brands/soyflax/' },
    ])
  })
  it('keeps the category routes without children when the catalogue is empty', () => {
    const map = buildSitemap([], [])
    expect(map.find((e) => e.href === '/supplement/')).toEqual({
      title: 'サプリメント',
      href: '/supplement/',
    })
  })
})

describe('link key and tracking (spec §4)', () => {
  it('reads the link key and UTM linkage from the landing URL', () => {
    const q = new URLSearchParams('link-key=AB_12&utm_source=line&utm_medium=social')
    expect(linkKeyFrom(q)).toBe('AB_12')
    expect(utmLinkageFrom(q)).toBe('line/social/')
    expect(linkKeyFrom(new URLSearchParams('link-key=<x>'))).toBeNull()
  })
  it('never stores on campaign apply complete', () => {
    expect(shouldStoreLinkKey('/campaign/apply/complete/')).toBe(false)
    expect(shouldStoreLinkKey('/supplement/')).toBe(true)
  })
  it('pushes page views to the data layer', () => {
    const w: { dataLayer?: unknown[] } = {}
    pushToDataLayer(w, pageViewEvent('/column/01/', 'コラム'))
    expect(w.dataLayer).toEqual([{ event: 'page_view', page_path: '/column/01/', page_title: 'コラム' }])
  })
})
