/**
 * 保留中のお届け (/admin/held-deliveries, issue 29 §3): the regular deliveries held (out of stock…) or failed (a
 * declined card), oldest delivery date first, each with its course and member (links to their admin pages), the
 * product, the attempts, the next automatic try and what to do. Customer care (admin, support); others are
 * refused. Read and words: src/shop/courses/held-deliveries.ts, held-delivery-guidance.ts
 * (docs/adr/070-stock-alerts-and-held-deliveries.md).
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { recordView } from '@/shop/support/access-log'

import { AdminPage } from '@/cms/admin/AdminPage'
import { formatJapaneseDay } from '@/shop/calendar/japan-date'
import { canSeeHeldDeliveries, heldDeliveries, type HeldDeliveryRow } from '@/shop/courses/held-deliveries'
import { nextAttemptText } from '@/shop/courses/held-delivery-guidance'

import { rolesOf } from '../../analytics/views'
import { HELD_DELIVERIES_TITLE } from './held-deliveries-path'
import styles from './HeldDeliveriesView.module.css'

function Row({ row, admin }: { row: HeldDeliveryRow; admin: string }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatJapaneseDay(row.deliveryDate)}</td>
      <td>
        {row.statusLabel}
        <span className={styles.sub}>{row.reason}</span>
      </td>
      <td className={styles.nowrap}>
        <a href={`${admin}/collections/regular-courses/${row.courseId}`}>{row.regularOrderNumber}</a>
        <span className={styles.sub}>第{row.sequence}回</span>
      </td>
      <td>
        {row.member ? (
          <>
            <a href={`${admin}/collections/customers/${row.member.id}`}>{row.member.name}</a>
            <span className={styles.sub}>会員番号 {row.member.customerNumber ?? '—'}</span>
          </>
        ) : (
          '—'
        )}
      </td>
      <td>
        {row.product.name} × {row.product.quantity}
        <span className={styles.sub}>{row.product.code}</span>
      </td>
      <td className={styles.nowrap}>{row.attempts}回</td>
      <td className={styles.nowrap}>{nextAttemptText(row.nextAttemptAt)}</td>
      <td>{row.guidance}</td>
    </tr>
  )
}

export async function HeldDeliveriesView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!req.user || !canSeeHeldDeliveries(rolesOf(req.user))) {
    return template(
      <>
        <h1 className={styles.title}>{HELD_DELIVERIES_TITLE}</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const admin = req.payload.config.routes.admin
  const { rows, total } = await heldDeliveries(req.payload)
  // The list names members: who looked is recorded (ADR 071).
  await recordView(req.payload, {
    staffId: Number(req.user.id),
    customerId: null,
    action: 'view',
    detail: `保留中のお届けの一覧を表示（${total}件）`,
  })
  return template(
    <>
      <h1 className={styles.title}>{HELD_DELIVERIES_TITLE}</h1>
      <p className={styles.hint}>
        在庫切れなどで保留になったお届けと、決済エラーのお届けです（お届け予定日の古い順）。保留は毎日、決済エラーは設定した日に自動で再試行します。
      </p>
      {rows.length === 0 ? (
        <p role="status">保留中・決済エラーのお届けはありません。</p>
      ) : (
        <>
          <p role="status">
            {total}件{total > rows.length ? `（古い順に${rows.length}件を表示）` : ''}
          </p>
          <table className={styles.table}>
            <caption className={styles.hint}>保留中・決済エラーのお届け</caption>
            <thead>
              <tr>
                <th scope="col">お届け予定日</th>
                <th scope="col">状態</th>
                <th scope="col">定期コース</th>
                <th scope="col">会員</th>
                <th scope="col">商品</th>
                <th scope="col">試行回数</th>
                <th scope="col">次の再試行</th>
                <th scope="col">対応</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.id} row={row} admin={admin} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </>,
  )
}
