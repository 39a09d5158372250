/** 「3,240円」: digits grouped by hand so the server's and the browser's output always match. */
export function formatYen(amount: number): string {
  return `${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}円`
}

/** 総額表示: 「3,240円（税込）」. */
export const taxIncluded = (amount: number) => `${formatYen(amount)}（税込）`
