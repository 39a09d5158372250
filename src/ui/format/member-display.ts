/** Display rules for the member summary (spec §3). Pure so they can be unit tested. */

const pointFormat = new Intl.NumberFormat('ja-JP')

/** The customer number is issued asynchronously after registration; until then members see 「発行中」. */
export function customerNumberText(customerNumber: string | null | undefined): string {
  const trimmed = customerNumber?.trim()
  return trimmed ? trimmed : '発行中'
}

/** Points are unknown (not yet synced) rather than zero when missing, so they show as dashes. */
export function pointsText(points: number | null | undefined): string {
  if (points === null || points === undefined || !Number.isFinite(points)) return '---'
  return pointFormat.format(points)
}

/** 「山田 太郎 様」; either half may be missing while the profile is incomplete. */
export function memberNameText(
  lastName: string | null | undefined,
  firstName: string | null | undefined,
): string {
  const name = [lastName?.trim(), firstName?.trim()].filter(Boolean).join(' ')
  return name ? `${name} 様` : '会員 様'
}
