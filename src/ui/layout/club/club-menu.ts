export const CLUB_TOP_HREF = '/suntory-wellness-club/'

/**
 * The club's pages (spec §2: the top, point, point-use, special, comado): where each is, the CMS page holding its
 * text, the title it has without one, and its entry in the club menu. One list for the routes and the menu.
 */
export const CLUB_PAGES = {
  top: { href: CLUB_TOP_HREF, cmsPath: 'suntory-wellness-club', title: 'ウェルネスクラブ', menuLabel: null },
  point: {
    href: '/suntory-wellness-club/point/',
    cmsPath: 'suntory-wellness-club/point',
    title: 'ポイント履歴・有効期限',
    menuLabel: 'ポイント履歴・有効期限',
  },
  pointUse: {
    href: '/suntory-wellness-club/point-use/',
    cmsPath: 'suntory-wellness-club/point-use',
    title: 'ポイントを使う',
    menuLabel: 'ポイントを使う',
  },
  special: {
    href: '/suntory-wellness-club/special/',
    cmsPath: 'suntory-wellness-club/special',
    title: '会員特典',
    menuLabel: '会員特典（ステージ別）',
  },
  comado: {
    href: '/suntory-wellness-club/comado/',
    cmsPath: 'suntory-wellness-club/comado',
    title: 'comado',
    menuLabel: 'comado（会員さまへのお便り）',
  },
} as const

export type ClubPageKey = keyof typeof CLUB_PAGES

export const CLUB_MENU_LINKS: readonly { label: string; href: string }[] = Object.values(CLUB_PAGES).flatMap(
  (page) => (page.menuLabel ? [{ label: page.menuLabel, href: page.href }] : []),
)
