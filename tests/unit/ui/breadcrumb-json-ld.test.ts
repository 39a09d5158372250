import { describe, expect, it } from 'vitest'

import { breadcrumbJsonLd, serializeJsonLd, TOP_CRUMB, withTopCrumb } from '@/ui/layout/breadcrumb-json-ld'

describe('withTopCrumb', () => {
  it('puts 「トップ」 first', () => {
    expect(withTopCrumb([{ text: '会社概要' }])).toEqual([TOP_CRUMB, { text: '会社概要' }])
  })

  it('does not add it twice', () => {
    const items = [{ text: 'トップ', href: '/' }, { text: 'お知らせ' }]
    expect(withTopCrumb(items)).toBe(items)
  })
})

describe('breadcrumbJsonLd', () => {
  it('builds a BreadcrumbList with absolute URLs and positions from 1', () => {
    const data = breadcrumbJsonLd(
      withTopCrumb([{ text: 'お知らせ', href: '/information/' }, { text: '年末年始の営業について' }]),
      'https://shop.example.jp',
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'トップ', item: 'https://shop.example.jp/' },
        { '@type': 'ListItem', position: 2, name: 'お知らせ', item: 'https://shop.example.jp/information/' },
        { '@type': 'ListItem', position: 3, name: '年末年始の営業について' },
      ],
    })
  })
})

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
