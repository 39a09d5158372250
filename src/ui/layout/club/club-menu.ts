export const CLUB_TOP_HREF = '/suntory-wellness-club/'

/** The club's own pages (spec §2: point, point-use, special, comado). */
export const CLUB_MENU_LINKS: readonly { label: string; href: string }[] = [
  { label: 'ポイント', href: '/suntory-wellness-club/point/' },
  { label: 'ポイントを使う', href: '/suntory-wellness-club/point-use/' },
  { label: '会員特典', href: '/suntory-wellness-club/special/' },
  { label: 'コマド', href: '/suntory-wellness-club/comado/' },
]
