import { describe, expect, it } from 'vitest'

import { faqCategoryHref, menuSections } from '@/ui/layout/menu/menu-sections'

const faq = [
  { slug: 'order', name: 'ご注文について' },
  { slug: 'regular', name: '定期お届けコースについて' },
]

const labels = (sections: ReturnType<typeof menuSections>, id: string) =>
  sections.find((s) => s.id === id)?.groups.flatMap((g) => g.links.map((l) => `${l.label} ${l.href}`)) ?? []

describe('menuSections', () => {
  it('lists the three sections in order', () => {
    expect(menuSections({ isLoggedIn: false }, faq).map((s) => s.title)).toEqual([
      '商品をさがす',
      '各種設定',
      'サポート',
    ])
  })

  it('offers guests login-then-my-page and registration', () => {
    expect(labels(menuSections({ isLoggedIn: false }, faq), 'settings')).toEqual([
      'ログインしてマイページへ /login/?from=/mypage/',
      '会員登録 /entry/',
    ])
  })

  it('offers members order, regular-course and customer settings', () => {
    expect(labels(menuSections({ isLoggedIn: true }, faq), 'settings')).toEqual([
      'ご注文の確認・変更 /mypage/order-history/',
      '定期コースの確認・変更 /mypage/regular-courses/',
      'お客さま情報の変更 /mypage/customer/',
    ])
  })

  it('links every FAQ category and the inquiry form under support', () => {
    expect(labels(menuSections({ isLoggedIn: false }, faq), 'support')).toEqual([
      'ご注文について /faq_inquiry/?category=order',
      '定期お届けコースについて /faq_inquiry/?category=regular',
      'お問い合わせ /inquiry/contact/',
    ])
  })

  it('still offers the inquiry form without FAQ categories', () => {
    expect(labels(menuSections({ isLoggedIn: false }, []), 'support')).toEqual([
      'お問い合わせ /inquiry/contact/',
    ])
  })

  it('lists the product entrances', () => {
    expect(labels(menuSections({ isLoggedIn: false }, []), 'products').map((l) => l.split(' ')[1])).toEqual([
      '/supplement/',
      '/beautycare/',
      '/brands/',
      '/search/',
    ])
  })
})

describe('faqCategoryHref', () => {
  it('encodes the slug', () => {
    expect(faqCategoryHref('a b')).toBe('/faq_inquiry/?category=a%20b')
  })
})
