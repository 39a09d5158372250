/**
 * How amounts are written for shoppers (pages, confirm screen, receipt mail): 「3,240円」, 「3,240円（税込）」,
 * 「1,200pt」. Digits are grouped by hand so the server's and the browser's output always match (no ICU data).
 */
const grouped = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export const formatYen = (amount: number): string => `${grouped(amount)}円`

/** 総額表示: 「3,240円（税込）」. */
export const taxIncluded = (amount: number): string => `${formatYen(amount)}（税込）`

export const formatPoints = (points: number): string => `${grouped(points)}pt`
