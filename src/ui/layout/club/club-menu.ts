export const CLUB_TOP_HREF = '/suntory-wellness-club/'

/** The club's own pages (spec §2: point, point-use, special, comado). */
export const CLUB_MENU_LINKS: readonly { label: string; href: string }[] = [
  // Issue 16 adds ポイント, ポイントを使う, 会員特典 and コマド back together with their pages (no link to a page that does not exist).
]
