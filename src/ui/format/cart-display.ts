/** The badge would outgrow its circle beyond two digits. */
export const CART_BADGE_MAX = 99

export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(Math.floor(count))
}

/** The link's accessible name carries the count because the badge itself is hidden from screen readers. */
export function cartLinkLabel(count: number): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return `カート（${n}点）`
}
