/**
 * サポート (/admin/support, issue 29 §3): one box to find a customer — a name in kanji or kana, a phone number, an
 * e-mail address, a member number, an order number or a course number (docs/adr/067-support-customer-search.md) —
 * and the results, each customer linked to their page of the console (SupportCustomerView.tsx), a guest order to
 * its admin page. Admin and support only; a plain GET form. Every search that shows results is recorded in the
 * access log (what it was read as and how many were listed; never the query, which is personal data).
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/cms/admin/AdminPage'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shop/orders/order-status'
import { recordView } from '@/shop/support/access-log'
import {
  canReadAccessLog,
  canUseConsole,
  MATCHED_BY_LABELS,
  SEARCH_HINT,
  SEARCH_KIND_LABELS,
} from '@/shop/support/console-rules'
import { searchCustomers, type CustomerSearchResult } from '@/shop/support/customer-search'

import { rolesOf } from '../../analytics/views'
import { SUPPORT_ACCESS_LOG_VIEW_PATH, SUPPORT_VIEW_PATH, supportCustomerPath } from '../support-endpoints'
import shared from '@/cms/admin/AdminForms.module.css'
import own from './SupportView.module.css'

/** The shared admin form styles and this screen's own (AdminForms.module.css). */
const styles = { ...shared, ...own }

const TITLE = 'サポート'
/** Longer than any name, address or number; a pasted paragraph is cut rather than searched. */
const MAX_QUERY_LENGTH = 100

const when = (at: string | null) => (at ? formatJapanDateTime(new Date(at)) : '—')

function Results({ result, admin }: { result: CustomerSearchResult; admin: string }) {
  if (result.hits.length === 0) return <p role="status">該当するお客さまは見つかりませんでした。</p>
  return (
    <>
      <p role="status">
        {result.hits.length}件見つかりました。
        {result.more ? '表示しきれないお客さまがいます。もう少し詳しく入力してください。' : ''}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">お名前</th>
            <th scope="col">フリガナ</th>
            <th scope="col">会員番号</th>
            <th scope="col">メールアドレス</th>
            <th scope="col">都道府県</th>
            <th scope="col">最終注文日時</th>
            <th scope="col">一致した項目</th>
          </tr>
        </thead>
        <tbody>
          {result.hits.map((hit) =>
            hit.kind === 'customer' ? (
              <tr key={`c${hit.id}`}>
                <td>
                  <a href={`${admin}${supportCustomerPath(hit.id)}`}>{hit.name}</a>
                  {hit.withdrawn ? '（退会済み）' : ''}
                </td>
                <td>{hit.nameKana}</td>
                <td>{hit.customerNumber ?? '発行中'}</td>
                <td>{hit.email}</td>
                <td>{hit.prefecture}</td>
                <td>{when(hit.lastOrderAt)}</td>
                <td>{MATCHED_BY_LABELS[hit.matchedBy] ?? ''}</td>
              </tr>
            ) : (
              <tr key={`o${hit.orderId}`}>
                <td>
                  <a href={`${admin}/collections/orders/${hit.orderId}`}>
                    {hit.name}（ゲスト注文 {hit.orderNumber}）
                  </a>
                </td>
                <td>{hit.nameKana}</td>
                <td>会員登録なし</td>
                <td>{hit.email ?? '—'}</td>
                <td>{hit.prefecture}</td>
                <td>
                  {when(hit.placedAt)}（{ORDER_STATUS_LABELS[hit.status as OrderStatus] ?? hit.status}）
                </td>
                <td>{MATCHED_BY_LABELS[hit.matchedBy]}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </>
  )
}

export async function SupportSearchView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  const roles = rolesOf(req.user)
  if (!req.user || !canUseConsole(roles)) {
    return template(
      <>
        <h1 className={styles.title}>{TITLE}</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const admin = req.payload.config.routes.admin
  const raw = viewProps.searchParams?.q
  const q = (typeof raw === 'string' ? raw : '').slice(0, MAX_QUERY_LENGTH)
  const result = q.trim() ? await searchCustomers(req.payload, q) : null
  if (result && result.query.kind !== 'empty')
    await recordView(req.payload, {
      staffId: Number(req.user.id),
      customerId: null,
      action: 'search',
      detail: `${SEARCH_KIND_LABELS[result.query.kind] ?? ''}で検索（${result.hits.length}件表示）`,
    })

  return template(
    <>
      <h1 className={styles.title}>{TITLE}</h1>
      {canReadAccessLog(roles) ? (
        <p>
          <a href={`${admin}${SUPPORT_ACCESS_LOG_VIEW_PATH}/`}>閲覧・操作の記録</a>
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="support-search">
        <h2 id="support-search">お客さまを探す</h2>
        <form className={styles.form} method="get" action={`${admin}${SUPPORT_VIEW_PATH}/`} role="search">
          <div className={styles.field}>
            <label htmlFor="support-q">検索</label>
            <input
              id="support-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={MAX_QUERY_LENGTH}
              aria-describedby="support-q-hint"
              autoComplete="off"
            />
            <p id="support-q-hint" className={styles.hint}>
              {SEARCH_HINT}
            </p>
          </div>
          <button className={styles.button} type="submit">
            検索する
          </button>
        </form>
      </section>
      {result ? (
        <section aria-labelledby="support-results">
          <h2 id="support-results">検索結果</h2>
          <Results result={result} admin={admin} />
        </section>
      ) : null}
    </>,
  )
}
