/**
 * A dashboard table (issue 28): a FigureTableData (src/shop/analytics/figure.ts) as a real <table> with a <caption>,
 * column headings <th scope="col"> and each row's first cell as <th scope="row">; numbers formatted the Japanese way
 * (¥12,345 / 12件 / 45.5%, 「—」 for no figure) and right-aligned. With `csvHref`, a link to the same table as CSV.
 * Every chart is followed by the FigureTable of the same numbers, so nothing is conveyed by the drawing alone.
 */
import type { FigureTableData } from '@/shop/analytics/figure'
import { formatFigure } from '@/shop/analytics/format'

import styles from './dashboard.module.css'

export function FigureTable({ table, csvHref }: { table: FigureTableData; csvHref?: string }) {
  return (
    <div className={styles.tableBlock}>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c.label} scope="col" className={c.kind === 'text' ? undefined : styles.num}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length}>該当するデータはありません。</td>
              </tr>
            ) : (
              table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => {
                    const column = table.columns[i]
                    const text = formatFigure(cell, column?.kind ?? 'text')
                    return i === 0 ? (
                      <th key={i} scope="row">
                        {text}
                      </th>
                    ) : (
                      <td key={i} className={column?.kind === 'text' ? undefined : styles.num}>
                        {text}
                      </td>
                    )
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {table.note ? <p className={styles.note}>{table.note}</p> : null}
      {csvHref ? (
        <p className={styles.download}>
          <a href={csvHref} download>
            「{table.title}」をCSVでダウンロード
          </a>
        </p>
      ) : null}
    </div>
  )
}
