import { formatYen } from '@/ui/cart/format-yen'

export { formatYen, taxIncluded } from '@/ui/cart/format-yen'

/** 「1,200pt」, grouped like formatYen. */
export function formatPoints(points: number): string {
  return `${formatYen(points).slice(0, -1)}pt`
}
