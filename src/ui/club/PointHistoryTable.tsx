import Link from 'next/link'

import type { PointHistoryPage } from '@/shop/club/club-member'
import { pointsText } from '@/ui/format/member-display'

import styles from './club.module.css'

const signed = (delta: number) => `${delta > 0 ? '+' : delta < 0 ? '−' : ''}${pointsText(Math.abs(delta))}`

/** The member's point ledger, newest first, with page links; points not yet usable say so under the amount. */
export function PointHistoryTable({ history, path }: { history: PointHistoryPage; path: string }) {
  if (history.rows.length === 0) return <p>ポイントの履歴はまだありません。</p>
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            ポイント履歴（{history.page}/{history.totalPages}ページ）
          </caption>
          <thead>
            <tr>
              <th scope="col">日付</th>
              <th scope="col">内容</th>
              <th scope="col">ポイント</th>
              <th scope="col">残高</th>
            </tr>
          </thead>
          <tbody>
            {history.rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.nowrap}>
                  <time dateTime={row.date}>{row.date.replace(/-/g, '/')}</time>
                </td>
                <td>
                  {row.reasonLabel}
                  {row.orderNumber ? (
                    <>
                      <br />
                      <Link href={`/mypage/order-history/${row.orderNumber}/`}>
                        注文番号 {row.orderNumber}
                      </Link>
                    </>
                  ) : null}
                </td>
                <td>
                  <span className={row.delta < 0 ? styles.minus : styles.plus}>{signed(row.delta)}pt</span>
                  {row.state === 'settled' ? null : (
                    <>
                      <br />
                      <span className={styles.pending}>{row.stateLabel}</span>
                    </>
                  )}
                </td>
                <td className={styles.nowrap}>
                  {row.balanceAfter === null ? '—' : `${pointsText(row.balanceAfter)}pt`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.totalPages > 1 ? (
        <nav aria-label="ポイント履歴のページ" className={styles.pager}>
          {history.page > 1 ? <Link href={`${path}?page=${history.page - 1}`}>新しい履歴へ</Link> : <span />}
          {history.page < history.totalPages ? (
            <Link href={`${path}?page=${history.page + 1}`}>以前の履歴へ</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
