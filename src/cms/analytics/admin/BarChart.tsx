/**
 * An accessible bar chart for the admin dashboards (issue 28), server-rendered SVG, no client script.
 *
 *   <BarChart id="sales-daily" title="日別の売上" kind="yen" categories={['11月1日', …]}
 *     series={[{ label: '通常購入', values: [...] }, { label: '定期お届け', values: [...] }]} />
 *
 * Readable without colour: bars are horizontal (one row per category, long labels fit), every bar carries its value
 * (formatted with src/shop/analytics/format.ts: ¥ / 件 / %), each series has its own fill pattern (solid, hatched,
 * dotted, cross-hatched — SVG <pattern>s in currentColor, so they follow the admin's light or dark theme) shown in
 * the legend. The <svg> is role="img" with an aria-label summarising the chart (`summary`, or a sentence made from
 * the largest value); screen readers get the numbers from the FigureTable that goes with it. Wrapped in <figure>
 * with a <figcaption>. `id` must be unique on the page (it names the patterns).
 */
import { formatFigure, type FigureKind } from '@/shop/analytics/format'

import styles from './dashboard.module.css'

export interface BarSeries {
  label: string
  values: readonly number[]
}

export interface BarChartProps {
  id: string
  title: string
  categories: readonly string[]
  series: readonly BarSeries[]
  kind: FigureKind
  /** What the chart says, for screen readers; a sentence from the data when left out. */
  summary?: string
}

/** The fill of series i: a pattern, never a colour alone. */
const PATTERNS = ['solid', 'hatch', 'dots', 'cross'] as const
const patternOf = (i: number) => PATTERNS[i % PATTERNS.length]!

function PatternDefs({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-hatch`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" fill="var(--theme-elevation-0, #fff)" />
        <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="3" />
      </pattern>
      <pattern id={`${id}-dots`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" fill="var(--theme-elevation-0, #fff)" />
        <circle cx="2.5" cy="2.5" r="1.4" fill="currentColor" />
      </pattern>
      <pattern id={`${id}-cross`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="var(--theme-elevation-0, #fff)" />
        <path d="M0 0L6 6M6 0L0 6" stroke="currentColor" strokeWidth="1.2" />
      </pattern>
    </defs>
  )
}

const fillOf = (id: string, i: number) => {
  const p = patternOf(i)
  return p === 'solid' ? 'currentColor' : `url(#${id}-${p})`
}

/** The default summary: how many categories, and the largest bar of each series. */
export function chartSummary(
  title: string,
  categories: readonly string[],
  series: readonly BarSeries[],
  kind: FigureKind,
) {
  const parts = series.map((s) => {
    let best = -1
    s.values.forEach((v, i) => {
      if (best < 0 || v > (s.values[best] ?? 0)) best = i
    })
    return best < 0 || (s.values[best] ?? 0) <= 0
      ? `${s.label}はすべて0`
      : `${s.label}の最大は${categories[best]}の${formatFigure(s.values[best] ?? 0, kind)}`
  })
  return `${title}の横棒グラフ（${categories.length}項目）。${parts.join('、')}。数値は下の表にもあります。`
}

const LABEL_W = 120
const BAR_W = 420
const VALUE_W = 130
const BAR_H = 14
const GAP = 8

export function BarChart({ id, title, categories, series, kind, summary }: BarChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values))
  const rowH = series.length * (BAR_H + 2) + GAP
  const height = Math.max(rowH * categories.length, rowH)
  const width = LABEL_W + BAR_W + VALUE_W
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-label="凡例">
          {series.map((s, i) => (
            <li key={s.label}>
              <svg width="28" height="14" aria-hidden="true" focusable="false">
                <PatternDefs id={`${id}-l${i}`} />
                <rect
                  x="0.5"
                  y="0.5"
                  width="27"
                  height="13"
                  fill={fillOf(`${id}-l${i}`, i)}
                  stroke="currentColor"
                />
              </svg>
              {s.label}
              <span className={styles.patternName}>（{['塗りつぶし', '斜線', '点', '格子'][i % 4]}）</span>
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        className={styles.chart}
        role="img"
        aria-label={summary ?? chartSummary(title, categories, series, kind)}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
      >
        <PatternDefs id={id} />
        {categories.map((category, row) => {
          const top = row * rowH
          return (
            <g key={`${row}-${category}`}>
              <text
                x={LABEL_W - 8}
                y={top + (rowH - GAP) / 2 + 4}
                textAnchor="end"
                fontSize="12"
                fill="currentColor"
              >
                {category}
              </text>
              {series.map((s, i) => {
                const value = s.values[row] ?? 0
                const w = max > 0 ? Math.max(value > 0 ? 1 : 0, (value / max) * BAR_W) : 0
                const y = top + i * (BAR_H + 2)
                return (
                  <g key={s.label}>
                    <rect
                      x={LABEL_W}
                      y={y}
                      width={w}
                      height={BAR_H}
                      fill={fillOf(id, i)}
                      stroke={w > 0 ? 'currentColor' : 'none'}
                      strokeWidth="1"
                    />
                    <text x={LABEL_W + w + 4} y={y + BAR_H - 3} fontSize="11" fill="currentColor">
                      {formatFigure(value, kind)}
                    </text>
                  </g>
                )
              })}
            </g>
          )
        })}
        <line x1={LABEL_W} y1="0" x2={LABEL_W} y2={height} stroke="currentColor" strokeWidth="1" />
      </svg>
    </figure>
  )
}
