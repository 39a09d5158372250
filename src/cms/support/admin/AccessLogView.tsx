/**
 * 閲覧・操作の記録 (/admin/support/access-log, issue 29 §3, docs/adr/071-support-console.md): every view of a
 * customer's personal data in the support console and every action taken there, newest first, 50 a page
 * (?page=). Admins only: support staff do not read the record of their own work.
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/cms/admin/AdminPage'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { listAccessLog } from '@/shop/support/access-log'
import { canReadAccessLog } from '@/shop/support/console-rules'

import { rolesOf } from '../../analytics/views'
import { SUPPORT_ACCESS_LOG_VIEW_PATH, SUPPORT_VIEW_PATH, supportCustomerPath } from '../support-endpoints'
import shared from '@/cms/admin/AdminForms.module.css'
import own from './SupportView.module.css'

/** The shared admin form styles and this screen's own (AdminForms.module.css). */
const styles = { ...shared, ...own }

const TITLE = '閲覧・操作の記録'

export async function AccessLogView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!req.user || !canReadAccessLog(rolesOf(req.user))) {
    return template(
      <>
        <h1 className={styles.title}>{TITLE}</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const admin = req.payload.config.routes.admin
  const raw = viewProps.searchParams?.page
  const requested = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  const log = await listAccessLog(req.payload, requested)
  const pageLink = (page: number) => `${admin}${SUPPORT_ACCESS_LOG_VIEW_PATH}/?page=${page}`

  return template(
    <>
      <p>
        <a href={`${admin}${SUPPORT_VIEW_PATH}/`}>サポートに戻る</a>
      </p>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.hint}>
        サポート画面でのお客さま情報の閲覧（検索結果・お客さまのページ）と、すべての操作の記録です。新しい順に
        {log.totalDocs.toLocaleString('ja-JP')}件中 {log.page}/{Math.max(1, log.totalPages)}ページ目。
      </p>
      {log.rows.length === 0 ? (
        <p>まだ記録はありません。</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">担当者</th>
              <th scope="col">お客さま</th>
              <th scope="col">操作</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {log.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.at}>{formatJapanDateTime(new Date(row.at))}</time>
                </td>
                <td>{row.staffName}</td>
                <td>
                  {row.customerId !== null ? (
                    <a href={`${admin}${supportCustomerPath(row.customerId)}`}>
                      {row.customerNumber ? `会員番号 ${row.customerNumber}` : `お客さま #${row.customerId}`}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{row.actionLabel}</td>
                <td>
                  {row.detail}
                  {row.outcome !== 'done' ? `（${row.outcomeLabel}）` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.totalPages > 1 ? (
        <nav className={styles.pager} aria-label="ページ">
          {log.page > 1 ? <a href={pageLink(log.page - 1)}>前のページ</a> : null}
          {log.page < log.totalPages ? <a href={pageLink(log.page + 1)}>次のページ</a> : null}
        </nav>
      ) : null}
    </>,
  )
}
