'use client'
/**
 * The findings panel of the edit view (issue 27): the advertising-law check of the text as it is typed (a debounced
 * server function), each finding with its phrase marked in context, the rule, the reason and a rewrite; the review
 * state of the saved text; 「レビュー依頼」 for authors and 承認 / 差し戻し for reviewers. The server enforces
 * everything again (review-hooks.ts); the panel only tells.
 */
import { useAllFormFields, useDebounce, useDocumentInfo, useServerFunctions } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useId, useMemo, useState } from 'react'

import type { ActionResult, PanelFailure, PanelState } from '../server-functions'
import styles from './FindingsPanel.module.css'

const when = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
    new Date(iso),
  )

export function FindingsPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const [fields] = useAllFormFields()
  const data = useMemo(() => reduceFieldsToValues(fields, true), [fields])
  const typed = useDebounce(data, 600)
  const { serverFunction } = useServerFunctions()
  const [panel, setPanel] = useState<PanelState | PanelFailure | null>(null)
  const [round, setRound] = useState(0)
  const [note, setNote] = useState('')
  const [result, setResult] = useState<ActionResult | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const noteId = useId()

  useEffect(() => {
    let current = true
    void (
      serverFunction({
        name: 'ad-review:state',
        args: { collection: collectionSlug, id, data: typed },
      }) as Promise<PanelState | PanelFailure>
    )
      .then((answer) => current && setPanel(answer))
      .catch(
        () =>
          current &&
          setPanel({ ok: false, message: 'チェックできませんでした。時間をおいて再度お試しください。' }),
      )
    return () => {
      current = false
    }
  }, [serverFunction, collectionSlug, id, typed, round])

  const act = async (name: 'ad-review:request' | 'ad-review:decide', action?: 'approved' | 'returned') => {
    setBusy(true)
    try {
      const answer = (await serverFunction({
        name,
        args: { collection: collectionSlug, id, comment: note, reason: note, action },
      })) as ActionResult
      setResult(answer)
      if (answer.ok) setNote('')
      setRound((n) => n + 1)
    } catch {
      setResult({ ok: false, message: '送信できませんでした。時間をおいて再度お試しください。' })
    } finally {
      setBusy(false)
    }
  }

  if (!panel) {
    return (
      <section className={styles.panel} aria-labelledby={headingId} aria-busy="true">
        <h3 id={headingId} className={styles.heading}>
          広告表現チェック
        </h3>
        <p className={styles.status}>チェックしています…</p>
      </section>
    )
  }
  if (!panel.ok) {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          広告表現チェック
        </h3>
        <p className={styles.blocked}>{panel.message}</p>
      </section>
    )
  }
  const ng = panel.findings.filter((f) => f.severity === 'ng').length
  const toReview = panel.findings.length - ng
  const mayRequest = panel.canRequest && (panel.state === 'needs-review' || panel.state === 'returned')
  const mayDecide = panel.canDecide && panel.state !== 'clear' && panel.state !== 'approved'

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="ad-review-panel">
      <h3 id={headingId} className={styles.heading}>
        広告表現チェック
      </h3>
      <p className={styles.status} role="status">
        {panel.findings.length === 0 ? '指摘はありません。' : `NG ${ng}件・要確認 ${toReview}件`}
        {' ／ '}レビュー: {panel.stateLabel}
      </p>
      {panel.message ? <p className={styles.blocked}>{panel.message}</p> : null}
      {panel.findings.length > 0 ? (
        <ol className={styles.findings} aria-label="指摘の一覧">
          {panel.findings.map((f, i) => (
            <li key={`${f.ruleCode}-${f.field}-${i}`} className={styles.finding}>
              <p>
                <span className={`${styles.badge} ${f.severity === 'ng' ? styles.ng : styles.review}`}>
                  {f.severityLabel}
                </span>
                <strong>{f.label}</strong>
              </p>
              <p className={styles.context}>
                {f.before ? `…${f.before}` : ''}
                <mark>{f.phrase}</mark>
                {f.after ? `${f.after}…` : ''}
              </p>
              <p>
                {f.rule}（{f.ruleCode}）
              </p>
              <p>理由: {f.reason}</p>
              <p>言い換えの例: {f.suggestion}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {mayRequest || mayDecide ? (
        <div className={styles.actions}>
          <label htmlFor={noteId}>
            {mayDecide ? '承認の理由・差し戻しのコメント' : 'レビュー依頼のコメント（任意）'}
          </label>
          <textarea id={noteId} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
          <div className={styles.buttons}>
            {mayRequest ? (
              <button type="button" disabled={busy} onClick={() => void act('ad-review:request')}>
                レビュー依頼
              </button>
            ) : null}
            {mayDecide ? (
              <>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void act('ad-review:decide', 'approved')}
                >
                  承認する
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void act('ad-review:decide', 'returned')}
                >
                  差し戻す
                </button>
              </>
            ) : null}
          </div>
          <p>
            レビューは保存されている文面について行われます。承認のあとに文面を変えると、もう一度レビューが必要です。
          </p>
        </div>
      ) : null}
      {result ? (
        <p className={result.ok ? styles.status : styles.blocked} role="alert">
          {result.message}
        </p>
      ) : null}
      {panel.history.length > 0 ? (
        <>
          <h4>レビューの記録</h4>
          <ol className={styles.history}>
            {panel.history.map((r, i) => (
              <li key={i}>
                {when(r.at)} {r.action}（{r.by}）{r.reason ? `：${r.reason}` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
