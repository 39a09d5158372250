import type { FaqCategoryLink, MemberSummary } from '@/ui/layout/chrome-types'

export type MenuLink = { label: string; href: string }
export type MenuGroup = { title?: string; links: MenuLink[] }
export type MenuSection = { id: 'products' | 'settings' | 'support'; title: string; groups: MenuGroup[] }

export function faqCategoryHref(slug: string): string {
  return `/faq_inquiry/?category=${encodeURIComponent(slug)}`
}

/** The menu modal's content (spec §2): products, settings (members and guests differ) and support. */
export function menuSections(member: MemberSummary, faqCategories: FaqCategoryLink[]): MenuSection[] {
  const settings: MenuLink[] = member.isLoggedIn
    ? [
        { label: 'ご注文の確認・変更', href: '/mypage/order-history/' },
        { label: '定期コースの確認・変更', href: '/mypage/regular-courses/' },
        { label: 'お客さま情報の変更', href: '/mypage/customer/' },
      ]
    : [
        { label: 'ログインしてマイページへ', href: '/login/?from=/mypage/' },
        { label: '会員登録', href: '/entry/' },
      ]
  const support: MenuGroup[] = []
  if (faqCategories.length) {
    support.push({
      title: 'よくあるご質問',
      links: faqCategories.map((c) => ({ label: c.name, href: faqCategoryHref(c.slug) })),
    })
  }
  support.push({ links: [{ label: 'お問い合わせ', href: '/inquiry/contact/' }] })

  return [
    {
      id: 'products',
      title: '商品をさがす',
      groups: [
        {
          links: [
            { label: 'サプリメント', href: '/supplement/' },
            { label: 'ビューティーケア', href: '/beautycare/' },
            { label: 'ブランド一覧', href: '/brands/' },
            { label: 'キーワード検索', href: '/search/' },
          ],
        },
      ],
    },
    { id: 'settings', title: '各種設定', groups: [{ links: settings }] },
    { id: 'support', title: 'サポート', groups: support },
  ]
}
