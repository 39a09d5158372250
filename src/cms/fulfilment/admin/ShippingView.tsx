/**
 * 出荷管理 (/admin/shipping, issue 29): the day's 出荷指示 — the carrier file of the orders ready and due on a day,
 * in B2クラウド's layout or as a plain CSV — and 出荷実績 — the carrier's result file, applied line by line, with
 * the report of what shipped, what was already so and which lines were refused and why. Below, the record of every
 * file (who, when, counts), each export downloadable again. Support and admins; plain forms that work before the
 * admin's scripts run. Rules: src/shop/fulfilment (docs/adr/068-carrier-files.md).
 */
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/cms/admin/AdminPage'
import { systemClock } from '@/shop/calendar/clock'
import { addDays, formatJapanDateTime, todayInJapan } from '@/shop/calendar/japan-date'
import { batchById, recentBatches, type BatchSummary } from '@/shop/fulfilment/shipping-batches'
import { readyOrderCounts } from '@/shop/fulfilment/shipping-export'
import {
  isShippingFormError,
  MAX_SHIP_AHEAD_DAYS,
  SHIPPING_FORM_ERRORS,
} from '@/shop/fulfilment/shipping-form'
import { MAX_RESULT_FILE_BYTES } from '@/shop/fulfilment/shipping-import'
import {
  canRunShipping,
  SHIPPING_BATCH_KIND_LABELS,
  SHIPPING_FILE_FORMAT_LABELS,
  SHIPPING_FILE_FORMATS,
} from '@/shop/fulfilment/shipping-rules'

import { rolesOf } from '../../analytics/views'
import { SHIPPING_API } from '../shipping-endpoints'
import styles from '@/cms/admin/AdminForms.module.css'

const TITLE = '出荷管理'

function BatchReport({ batch }: { batch: BatchSummary }) {
  const heading = `${SHIPPING_BATCH_KIND_LABELS[batch.kind]}の結果：${batch.fileName}`
  return (
    <section className={styles.report} aria-labelledby="batch-report">
      <h2 id="batch-report">{heading}</h2>
      {batch.kind === 'import' ? (
        <p role="status">
          {batch.orderCount}行を読み、{batch.applied}件を出荷済みにしました。変更なし {batch.unchanged}
          件、エラー {batch.failed}件。
        </p>
      ) : (
        <p role="status">{batch.orderCount}件の注文を出力しました。</p>
      )}
      {batch.problems.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.label}>
            {batch.kind === 'import'
              ? '取り込めなかった行（直して、その行だけを取り込み直せます）'
              : '確認が必要な注文'}
          </caption>
          <thead>
            <tr>
              <th scope="col">行</th>
              <th scope="col">注文番号</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {batch.problems.map((p, i) => (
              <tr key={i}>
                <td>{p.line > 0 ? `${p.line}行目` : 'ファイル'}</td>
                <td>{p.orderNumber ?? '—'}</td>
                <td>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

export async function ShippingView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!req.user || !canRunShipping(rolesOf(req.user))) {
    return template(
      <>
        <h1 className={styles.title}>{TITLE}</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const params = viewProps.searchParams ?? {}
  const today = todayInJapan(systemClock.now())
  const api = req.payload.config.routes.api
  const [counts, batches, shown] = await Promise.all([
    readyOrderCounts(req.payload, today),
    recentBatches(req.payload),
    typeof params.batch === 'string' ? batchById(req.payload, Number(params.batch)) : Promise.resolve(null),
  ])
  const error = isShippingFormError(params.error) ? SHIPPING_FORM_ERRORS[params.error] : null
  return template(
    <>
      <h1 className={styles.title}>{TITLE}</h1>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {shown ? <BatchReport batch={shown} /> : null}

      <section className={styles.section} aria-labelledby="shipping-export">
        <h2 id="shipping-export">出荷指示（送り状データの出力）</h2>
        <p role="status">
          今日出荷できる注文：未出力 <strong>{counts.notHandedOver}件</strong>（出力済みで未出荷{' '}
          {counts.handedOver}件）
        </p>
        <p className={styles.hint}>
          決済が済んだ注文と、代金引換・後払いの注文（定期お届けを含む）のうち、お届け日の指定がないもの、または指定日に間に合う日に出荷するものを出力します。出力した注文は「出力済み」になり、次の出力には含まれません。
        </p>
        <form className={styles.form} method="post" action={`${api}${SHIPPING_API.export}`}>
          <div className={styles.field}>
            <label htmlFor="ship-date">出荷予定日</label>
            <input
              id="ship-date"
              name="shipDate"
              type="date"
              defaultValue={today}
              min={today}
              max={addDays(today, MAX_SHIP_AHEAD_DAYS)}
              required
            />
          </div>
          <fieldset>
            <legend>形式</legend>
            {SHIPPING_FILE_FORMATS.map((f, i) => (
              <div className={styles.choice} key={f}>
                <input id={`format-${f}`} type="radio" name="format" value={f} defaultChecked={i === 0} />
                <label htmlFor={`format-${f}`}>{SHIPPING_FILE_FORMAT_LABELS[f]}</label>
              </div>
            ))}
          </fieldset>
          <div className={styles.choice}>
            <input id="include-handed-over" type="checkbox" name="includeHandedOver" value="1" />
            <label htmlFor="include-handed-over">
              出力済みで未出荷の注文も含める（ファイルを作り直すとき）
            </label>
          </div>
          <button className={styles.button} type="submit">
            送り状データを出力
          </button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="shipping-import">
        <h2 id="shipping-import">出荷実績の取込（送り状番号の登録）</h2>
        <p className={styles.hint}>
          B2クラウドの発行済データ、または1行目に「注文番号」「送り状番号」「出荷日」の見出しがあるCSV（Shift_JIS・UTF-8のどちらも可）。正しい行は1行ずつ出荷済みになり、お客さまに送り状番号つきの発送のお知らせが届きます。誤りのある行は行番号と理由を表示し、ほかの行の取込は止めません。同じファイルをもう一度取り込んでも変わりません。
        </p>
        <form
          className={styles.form}
          method="post"
          action={`${api}${SHIPPING_API.import}`}
          encType="multipart/form-data"
        >
          <div className={styles.field}>
            <label htmlFor="result-file">出荷実績ファイル</label>
            <input id="result-file" name="file" type="file" accept=".csv,.txt,text/csv" required />
            <p className={styles.hint}>{MAX_RESULT_FILE_BYTES / 1024 / 1024}MBまで</p>
          </div>
          <button className={styles.button} type="submit">
            取り込む
          </button>
        </form>
      </section>

      <section aria-labelledby="shipping-history">
        <h2 id="shipping-history">これまでの出力・取込</h2>
        {batches.length === 0 ? (
          <p>まだ記録はありません。</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">日時</th>
                <th scope="col">種類</th>
                <th scope="col">ファイル</th>
                <th scope="col">担当者</th>
                <th scope="col">件数</th>
                <th scope="col">結果</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((b) => (
                <tr key={b.id}>
                  <td>
                    <time dateTime={b.at}>{formatJapanDateTime(new Date(b.at))}</time>
                  </td>
                  <td>{SHIPPING_BATCH_KIND_LABELS[b.kind]}</td>
                  <td>
                    {b.kind === 'export' ? (
                      <a href={`${api}${SHIPPING_API.file(b.id)}`} download>
                        {b.fileName}
                      </a>
                    ) : (
                      b.fileName
                    )}
                  </td>
                  <td>{b.staffName}</td>
                  <td>{b.orderCount}件</td>
                  <td>
                    <a href={`?batch=${b.id}`}>
                      {b.kind === 'import'
                        ? `出荷済み ${b.applied}・変更なし ${b.unchanged}・エラー ${b.failed}`
                        : b.problems.length > 0
                          ? `確認 ${b.problems.length}件`
                          : '詳細'}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>,
  )
}
