/**
 * レビュー待ち — the reviewer's queue (issue 27 §3, docs/adr/063-approval-before-publishing.md): every document
 * whose latest review record is a request, oldest first, with who asked, when, how many NG findings and the
 * requester's note, each linking to its edit view (where the findings panel approves or sends back). A Payload
 * root view in the admin's own layout; content staff may open it (the records are theirs to read), others are
 * refused. The rule is src/shop/publish-review/review-queue.ts.
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { CONTENT_ROLES, hasRole } from '@/cms/access'
import { AdminPage } from '@/cms/admin/AdminPage'
import { formatJapanDateTime } from '@/shop/calendar/japan-date'

import { isReviewedCollection, REVIEWED_COLLECTION_LABELS } from '../reviewed-collections'
import { loadReviewQueue } from '../review-queue'
import styles from './ReviewQueueView.module.css'

export async function ReviewQueueView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const user = req.user
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!hasRole(user as never, ...CONTENT_ROLES)) {
    return template(
      <>
        <h1 className={styles.title}>レビュー待ち</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const waiting = await loadReviewQueue(req.payload, req)
  const adminRoute = req.payload.config.routes.admin
  return template(
    <>
      <h1 className={styles.title}>レビュー待ち</h1>
      <p className={styles.lead}>
        レビュー依頼を受けて、まだ承認・差し戻しをしていない文面です。依頼の古い順に並んでいます。開くと、右側の「広告表現チェック」で指摘を確認して承認または差し戻しができます。
      </p>
      {waiting.length === 0 ? (
        <p role="status">レビュー待ちの文面はありません。</p>
      ) : (
        <>
          <p role="status">{waiting.length}件の文面がレビューを待っています。</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">文面</th>
                <th scope="col">種類</th>
                <th scope="col">依頼者</th>
                <th scope="col">依頼日時</th>
                <th scope="col">NG の指摘</th>
                <th scope="col">依頼者のメモ</th>
              </tr>
            </thead>
            <tbody>
              {waiting.map((w) => (
                <tr key={`${w.collection}:${w.id}`}>
                  <td>
                    <a href={`${adminRoute}/collections/${w.collection}/${encodeURIComponent(w.id)}/`}>
                      {w.title}
                    </a>
                    {w.returnedBefore > 0 ? (
                      <span className={styles.again}>（差し戻し {w.returnedBefore}回のあとの再依頼）</span>
                    ) : null}
                  </td>
                  <td>
                    {isReviewedCollection(w.collection)
                      ? REVIEWED_COLLECTION_LABELS[w.collection]
                      : w.collection}
                  </td>
                  <td>{w.requestedBy ?? '—'}</td>
                  <td>
                    <time dateTime={w.requestedAt}>{formatJapanDateTime(new Date(w.requestedAt))}</time>
                  </td>
                  <td>{w.ngCount}件</td>
                  <td>{w.note ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p>
        <a href={`${adminRoute}/collections/ad-reviews/`}>これまでの記録（表現レビューの記録）を見る</a>
      </p>
    </>,
  )
}
