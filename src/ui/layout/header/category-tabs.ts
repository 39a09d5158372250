export type CategoryTab = { label: string; href: string }

/** The header's category row (spec §2: the top page takes a supplement or beauty-care category). */
export const CATEGORY_TABS: readonly CategoryTab[] = [
  { label: 'サプリメント', href: '/?category=supplement' },
  { label: 'ビューティーケア', href: '/?category=beauty-care' },
  { label: 'コラム', href: '/column/' },
  { label: 'はじめての方へ', href: '/first/' },
]

/**
 * aria-current for a tab: 'page' on the tab's own page, 'true' anywhere below it. The top-page category tabs
 * are never marked here, because the category lives in the query or a cookie that the top page shows itself.
 */
export function categoryTabCurrent(tab: CategoryTab, pathname: string): 'page' | 'true' | undefined {
  if (tab.href.includes('?')) return undefined
  if (pathname === tab.href) return 'page'
  return pathname.startsWith(tab.href) ? 'true' : undefined
}
