export const CLUB_TOP_HREF = '/suntory-wellness-club/'

/** The club's own pages (spec §2: point, point-use, special, comado). */
export const CLUB_MENU_LINKS: readonly { label: string; href: string }[] = [
  { label: 'ポイント履歴・有効期限', href: '/suntory-wellness-club/point/' },
  { label: 'ポイントを使う', href: '/suntory-wellness-club/point-use/' },
  { label: '会員特典（ステージ別）', href: '/suntory-wellness-club/special/' },
  { label: 'comado（会員さまへのお便り）', href: '/suntory-wellness-club/comado/' },
]
