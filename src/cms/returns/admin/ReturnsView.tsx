/**
 * 返品・返金 (/admin/returns, issue 29 §2): find an order by its number, choose the lines and quantities returned,
 * the reason and whether each can be sold again (and, for cash on delivery, direct debit or postal transfer, the
 * customer's account), and record it — the refund goes back the way the customer paid, stock and points come back,
 * the customer gets a mail. Below, every return with its state; a bank-transfer refund is marked 振込済み here,
 * a failed gateway refund retried. Support and admins; plain forms that work before the admin's scripts run; the
 * form's hidden key is made when the form is shown, so a double submit records one return. After a refusal the
 * form comes back as it was filled in, with the same key (the draft cookie, src/shop/returns/return-draft.ts).
 * Rules: src/shop/returns (docs/adr/069-returns-and-refunds.md).
 */
import { randomUUID } from 'node:crypto'

import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/cms/admin/AdminPage'
import { env } from '@/lib/config/env'
import { cookieFromHeader } from '@/lib/http/form-draft-cookie'
import { formatJapanDateTime, formatJapaneseDay } from '@/shop/calendar/japan-date'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shop/orders/order-status'
import { PAYMENT_METHOD_LABELS } from '@/shop/payments/payment-methods'
import { formatPoints, formatYen } from '@/shop/pricing/format-amount'
import {
  readReturnDraft,
  RETURN_DRAFT_COOKIE_NAME,
  returnDraftFor,
  type ReturnDraftValues,
} from '@/shop/returns/return-draft'
import { decodeProblems, RETURN_FORM_FIELDS as F } from '@/shop/returns/return-form'
import {
  orderForReturn,
  recentReturns,
  returnById,
  type ReturnableOrderView,
  type ReturnSummary,
} from '@/shop/returns/return-queries'
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  bankAccountText,
  canHandleReturns,
  refundRouteOf,
  REFUND_ROUTE_LABELS,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
} from '@/shop/returns/return-rules'

import { rolesOf } from '../../analytics/views'
import { RETURNS_API } from '../return-endpoints'
import shared from '@/cms/admin/AdminForms.module.css'
import { recordView } from '@/shop/support/access-log'
import own from './ReturnsView.module.css'

/** The shared admin form styles and this screen's own (AdminForms.module.css). */
const styles = { ...shared, ...own }

const TITLE = '返品・返金'

function Report({ r, api }: { r: ReturnSummary; api: string }) {
  return (
    <section className={styles.report} aria-labelledby="return-report">
      <h2 id="return-report">返品番号 {r.id} の記録</h2>
      <p role="status">
        状態：<strong>{RETURN_STATE_LABELS[r.state]}</strong>
      </p>
      <dl className={styles.details}>
        <dt>注文番号</dt>
        <dd>{r.orderNumber}</dd>
        <dt>受付日時</dt>
        <dd>{formatJapanDateTime(new Date(r.at))}</dd>
        <dt>返品した商品</dt>
        <dd>
          <ul>
            {r.lines.map((l, i) => (
              <li key={i}>
                {l.name} {l.quantity}個（{formatYen(l.amountIncludingTax)}・
                {l.resellable ? '在庫に戻した' : '在庫に戻さない'}）
              </li>
            ))}
          </ul>
        </dd>
        <dt>返品理由</dt>
        <dd>
          {RETURN_REASON_LABELS[r.reason]}
          {r.note ? `（${r.note}）` : ''}
        </dd>
        {r.overrideReason ? (
          <>
            <dt>期限外の受付理由</dt>
            <dd>{r.overrideReason}</dd>
          </>
        ) : null}
        <dt>商品代金（税込）</dt>
        <dd>{formatYen(r.itemsAmount)}</dd>
        <dt>送料・手数料（税込）</dt>
        <dd>{formatYen(r.shippingAndFees)}</dd>
        <dt>返金額</dt>
        <dd>{formatYen(r.refundAmount)}</dd>
        <dt>返金方法</dt>
        <dd>
          {REFUND_ROUTE_LABELS[r.route]}（{PAYMENT_METHOD_LABELS[r.method]}）
        </dd>
        {r.bankAccount ? (
          <>
            <dt>振込先口座</dt>
            <dd>{bankAccountText(r.bankAccount)}</dd>
          </>
        ) : null}
        {r.transferredAt ? (
          <>
            <dt>振込日時</dt>
            <dd>{formatJapanDateTime(new Date(r.transferredAt))}</dd>
          </>
        ) : null}
        <dt>返還した利用ポイント</dt>
        <dd>{formatPoints(r.pointsBack)}</dd>
        <dt>取り消した獲得ポイント</dt>
        <dd>{formatPoints(r.earnedTakenBack)}</dd>
        {r.earnedShortfall > 0 ? (
          <>
            <dt>取り消せなかった獲得ポイント</dt>
            <dd>{formatPoints(r.earnedShortfall)}（お客さまが使用済みのため）</dd>
          </>
        ) : null}
        {r.state === 'failed' && r.failureMessage ? (
          <>
            <dt>返金失敗の理由</dt>
            <dd>{r.failureMessage}</dd>
          </>
        ) : null}
        <dt>担当者</dt>
        <dd>{r.staffName}</dd>
        <dt>お知らせメール</dt>
        <dd>{r.mailedAt ? `送信済み（${formatJapanDateTime(new Date(r.mailedAt))}）` : '未送信'}</dd>
      </dl>
      <Actions r={r} api={api} />
    </section>
  )
}

function Actions({ r, api }: { r: ReturnSummary; api: string }) {
  if (r.state === 'awaiting-transfer')
    return (
      <form className={styles.inline} method="post" action={`${api}${RETURNS_API.transferred(r.id)}`}>
        <button className={styles.button} type="submit">
          振込済みにする
        </button>
      </form>
    )
  if (r.route === 'gateway' && (r.state === 'failed' || r.state === 'received'))
    return (
      <form className={styles.inline} method="post" action={`${api}${RETURNS_API.retry(r.id)}`}>
        <button className={styles.button} type="submit">
          返金をやり直す
        </button>
      </form>
    )
  return null
}

function ReturnForm({
  order,
  api,
  draft,
}: {
  order: ReturnableOrderView
  api: string
  /** What was typed and chosen before the refusal, and the key it was posted with ('' for a new one). */
  draft: { key: string; values: ReturnDraftValues } | null
}) {
  const shipped = order.status === 'shipped' && order.shippedAt
  const bank = refundRouteOf(order.method, 1) === 'bank-transfer'
  const v = draft?.values
  const line = (index: number) => v?.lines[index]
  // A choice the draft does not name (or no draft) falls back to the form's first option.
  const reasonOf =
    v && (RETURN_REASONS as readonly string[]).includes(v.reason) ? v.reason : RETURN_REASONS[0]
  const accountTypeOf =
    v && (BANK_ACCOUNT_TYPES as readonly string[]).includes(v.accountType)
      ? v.accountType
      : BANK_ACCOUNT_TYPES[0]
  return (
    <section className={styles.section} aria-labelledby="return-form">
      <h2 id="return-form">返品の登録（注文番号 {order.orderNumber}）</h2>
      <dl className={styles.details}>
        <dt>ご注文者</dt>
        <dd>{order.customerName} 様</dd>
        <dt>ステータス</dt>
        <dd>{ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}</dd>
        <dt>お支払い方法</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.method]}</dd>
        <dt>お支払い金額</dt>
        <dd>{formatYen(order.amountDue)}</dd>
        <dt>利用ポイント</dt>
        <dd>{formatPoints(order.pointsUsed)}</dd>
        {order.shippedAt ? (
          <>
            <dt>発送日時</dt>
            <dd>{formatJapanDateTime(new Date(order.shippedAt))}</dd>
          </>
        ) : null}
        {order.deadline ? (
          <>
            <dt>返品期限（お客さま都合）</dt>
            <dd>{formatJapaneseDay(order.deadline)}</dd>
          </>
        ) : null}
        <dt>返金できる残額</dt>
        <dd>{formatYen(order.refundable)}</dd>
        <dt>これまでの返品</dt>
        <dd>{order.earlierCount}件</dd>
      </dl>
      {!shipped ? (
        <p role="alert" className={styles.error}>
          {RETURN_MESSAGES.notShipped}
        </p>
      ) : (
        <form className={styles.form} method="post" action={`${api}${RETURNS_API.record}`}>
          <input type="hidden" name={F.orderId} value={order.id} />
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          <input type="hidden" name={F.idempotencyKey} value={draft?.key || randomUUID()} />
          <table className={styles.table}>
            <caption className={styles.label}>返品する商品と数量</caption>
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col">ご注文数</th>
                <th scope="col">返品できる数</th>
                <th scope="col">返品数量</th>
                <th scope="col">再販売</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l) => (
                <tr key={l.index}>
                  <td>
                    {l.name}（{l.productCode}）
                  </td>
                  <td>{l.ordered}</td>
                  <td>{l.left}</td>
                  <td>
                    <label htmlFor={F.quantity(l.index)} className={styles.hint}>
                      {l.name}の返品数量
                    </label>
                    <input
                      id={F.quantity(l.index)}
                      className={styles.number}
                      name={F.quantity(l.index)}
                      type="number"
                      min={0}
                      max={l.left}
                      defaultValue={line(l.index)?.quantity ?? 0}
                      inputMode="numeric"
                    />
                  </td>
                  <td>
                    <div className={styles.choice}>
                      <input
                        id={F.resellable(l.index)}
                        type="checkbox"
                        name={F.resellable(l.index)}
                        value="1"
                        defaultChecked={line(l.index)?.resellable ?? true}
                      />
                      <label htmlFor={F.resellable(l.index)}>{l.name}を在庫に戻す（再販売できる）</label>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <fieldset>
            <legend>返品理由</legend>
            {RETURN_REASONS.map((reason) => (
              <div className={styles.choice} key={reason}>
                <input
                  id={`reason-${reason}`}
                  type="radio"
                  name={F.reason}
                  value={reason}
                  defaultChecked={reason === reasonOf}
                />
                <label htmlFor={`reason-${reason}`}>{RETURN_REASON_LABELS[reason]}</label>
              </div>
            ))}
            <p className={styles.hint}>
              初期不良・破損、誤配送・品違いは返品期限にかかわらず受け付け、送料・手数料も返金します。
            </p>
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="override-reason">期限外の受付理由</label>
            <input
              id="override-reason"
              name={F.overrideReason}
              type="text"
              maxLength={200}
              defaultValue={v?.overrideReason}
            />
            <p className={styles.hint}>
              お客さま都合の返品で、返品期限を過ぎて受け付けるときだけ入力します。
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="return-note">メモ</label>
            <textarea id="return-note" name={F.note} rows={3} maxLength={500} defaultValue={v?.note} />
          </div>
          {bank ? (
            <fieldset>
              <legend>返金先口座（銀行振込）</legend>
              <p className={styles.hint}>
                {PAYMENT_METHOD_LABELS[order.method]}
                のご注文は、お客さまにご指定いただいた口座へ銀行振込で返金します。
              </p>
              <div className={styles.field}>
                <label htmlFor="bank-code">金融機関コード</label>
                <input
                  id="bank-code"
                  name={F.bankCode}
                  type="text"
                  inputMode="numeric"
                  maxLength={4}
                  defaultValue={v?.bankCode}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor="branch-code">支店コード</label>
                <input
                  id="branch-code"
                  name={F.branchCode}
                  type="text"
                  inputMode="numeric"
                  maxLength={3}
                  defaultValue={v?.branchCode}
                />
              </div>
              <div className={styles.choice}>
                <span className={styles.label}>口座種別</span>
                {BANK_ACCOUNT_TYPES.map((type) => (
                  <span key={type} className={styles.choice}>
                    <input
                      id={`account-type-${type}`}
                      type="radio"
                      name={F.accountType}
                      value={type}
                      defaultChecked={type === accountTypeOf}
                    />
                    <label htmlFor={`account-type-${type}`}>{BANK_ACCOUNT_TYPE_LABELS[type]}</label>
                  </span>
                ))}
              </div>
              <div className={styles.field}>
                <label htmlFor="account-number">口座番号</label>
                <input
                  id="account-number"
                  name={F.accountNumber}
                  type="text"
                  inputMode="numeric"
                  maxLength={7}
                  defaultValue={v?.accountNumber}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor="account-holder">口座名義（カナ）</label>
                <input
                  id="account-holder"
                  name={F.accountHolder}
                  type="text"
                  maxLength={30}
                  defaultValue={v?.accountHolder}
                />
              </div>
            </fieldset>
          ) : null}
          <button className={styles.button} type="submit">
            返品を登録する
          </button>
        </form>
      )}
    </section>
  )
}

export async function ReturnsView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!req.user || !canHandleReturns(rolesOf(req.user))) {
    return template(
      <>
        <h1 className={styles.title}>{TITLE}</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const params = viewProps.searchParams ?? {}
  const api = req.payload.config.routes.api
  const orderNumber = typeof params.order === 'string' ? params.order.trim().slice(0, 40) : ''
  const [order, shown, returns] = await Promise.all([
    orderNumber ? orderForReturn(req.payload, orderNumber) : Promise.resolve(null),
    typeof params.return === 'string'
      ? returnById(req.payload, Number(params.return))
      : Promise.resolve(null),
    recentReturns(req.payload),
  ])
  // The order's orderer and a return's bank account are personal data: who looked is recorded first (ADR 071).
  const seen = [order?.orderNumber, shown?.orderNumber].filter(Boolean).join('・')
  if (seen)
    await recordView(req.payload, {
      staffId: Number(req.user.id),
      customerId: null,
      action: 'view',
      detail: `返品・返金で注文 ${seen} を表示`,
    })
  const problems = decodeProblems(params.problem, env.payloadSecret)
  // The draft only after a refusal: a later visit to the same order starts from an empty form.
  const draft =
    order && problems.length > 0
      ? returnDraftFor(
          readReturnDraft(
            env.payloadSecret,
            cookieFromHeader(req.headers?.get('cookie'), RETURN_DRAFT_COOKIE_NAME),
          ),
          Number(req.user.id),
          order.id,
        )
      : null
  return template(
    <>
      <h1 className={styles.title}>{TITLE}</h1>
      {problems.length > 0 ? (
        <div role="alert" className={styles.error}>
          <p>登録できませんでした。次の点をご確認ください。</p>
          <ul>
            {problems.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {shown ? <Report r={shown} api={api} /> : null}

      <section className={styles.section} aria-labelledby="return-search">
        <h2 id="return-search">注文を検索</h2>
        <form className={styles.form} method="get">
          <div className={styles.field}>
            <label htmlFor="order-number">注文番号</label>
            <input id="order-number" name="order" type="text" defaultValue={orderNumber} required />
          </div>
          <button className={styles.button} type="submit">
            検索
          </button>
        </form>
        {orderNumber && !order ? (
          <p role="alert" className={styles.error}>
            {RETURN_MESSAGES.orderNotFound}
          </p>
        ) : null}
      </section>

      {order ? <ReturnForm order={order} api={api} draft={draft} /> : null}

      <section aria-labelledby="return-history">
        <h2 id="return-history">返品の一覧</h2>
        {returns.length === 0 ? (
          <p>まだ返品の記録はありません。</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">受付日時</th>
                <th scope="col">返品番号</th>
                <th scope="col">注文番号</th>
                <th scope="col">返品理由</th>
                <th scope="col">返金方法</th>
                <th scope="col">返金額</th>
                <th scope="col">状態</th>
                <th scope="col">担当者</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((r) => (
                <tr key={r.id}>
                  <td>
                    <time dateTime={r.at}>{formatJapanDateTime(new Date(r.at))}</time>
                  </td>
                  <td>
                    <a href={`?return=${r.id}`}>{r.id}</a>
                  </td>
                  <td>{r.orderNumber}</td>
                  <td>{RETURN_REASON_LABELS[r.reason]}</td>
                  <td>{REFUND_ROUTE_LABELS[r.route]}</td>
                  <td>{formatYen(r.refundAmount)}</td>
                  <td>{RETURN_STATE_LABELS[r.state]}</td>
                  <td>{r.staffName}</td>
                  <td>
                    <Actions r={r} api={api} />
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
