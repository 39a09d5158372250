/**
 * Numbers on the dashboards, Japanese conventions: yen as 「¥12,345」, counts as 「12件」, shares as 「45.5%」.
 * One place, used by the charts' value labels, the tables and the summaries (CSV keeps the raw numbers).
 */
export type FigureKind = 'text' | 'yen' | 'count' | 'percent' | 'number'

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

export const formatYen = (value: number): string =>
  `${value < 0 ? '-' : ''}¥${grouped.format(Math.round(Math.abs(value)))}`
export const formatCount = (value: number): string => `${grouped.format(value)}件`
/** A share 0–1 as a percentage with one decimal: 0.455 → 「45.5%」. */
export const formatPercent = (share: number): string => `${oneDecimal.format(share * 100)}%`
export const formatNumber = (value: number): string => grouped.format(value)

/** The text that stands for "no figure" (a cohort too young, an average of nothing). */
export const NO_FIGURE = '—'

/** A cell as people read it. */
export function formatFigure(value: string | number | null, kind: FigureKind): string {
  if (value === null) return NO_FIGURE
  if (typeof value === 'string') return value
  switch (kind) {
    case 'yen':
      return formatYen(value)
    case 'count':
      return formatCount(value)
    case 'percent':
      return formatPercent(value)
    case 'number':
      return formatNumber(value)
    case 'text':
      return String(value)
  }
}
