/**
 * One customer's page of the support console (/admin/support/customers/:id, issue 29 §3,
 * docs/adr/071-support-console.md): the record, the actions support needs, the whole story newest first, and the
 * lists it is made of (orders, courses, points, mails, inquiries, sign-ins and security). Admin and support only.
 *
 * Every rendering is recorded in the access log as a view. Every form is a plain post with its own one-time key
 * (a random UUID drawn for this rendering), so a double click or a resubmitted page applies the action once; the
 * endpoint (support-endpoints.ts) answers 303 back here with what was done or what was wrong. After a refusal the
 * form that was sent comes back as it was filled in (the draft cookie, src/shop/support/console-draft.ts), with its
 * key when the refused post did not spend it.
 */
import { randomUUID } from 'node:crypto'

import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/cms/admin/AdminPage'
import { env } from '@/lib/config/env'
import { cookieFromHeader } from '@/lib/http/form-draft-cookie'
import { formatJapanDateTime, formatJapaneseDay } from '@/shop/calendar/japan-date'
import { recordView } from '@/shop/support/access-log'
import {
  draftValuesOf,
  readSupportDraft,
  SUPPORT_DRAFT_COOKIE_NAME,
  supportDraftFor,
  type SupportDraft,
} from '@/shop/support/console-draft'
import {
  canUseConsole,
  CONSOLE_ERRORS,
  COURSE_ACTION_BUTTONS,
  fieldMessage,
  isConsoleError,
  isConsoleField,
  isConsoleNotice,
  isFieldProblem,
  MAX_NOTE_LENGTH,
  MAX_POINT_DELTA,
  MAX_REASON_LENGTH,
  noticeText,
  type ConsoleAction,
  type ConsoleField,
} from '@/shop/support/console-rules'
import { customerStory, type CustomerStory } from '@/shop/support/customer-story'

import { rolesOf } from '../../analytics/views'
import { SUPPORT_API, SUPPORT_VIEW_PATH } from '../support-endpoints'
import shared from '@/cms/admin/AdminForms.module.css'
import own from './SupportView.module.css'

/** The shared admin form styles and this screen's own (AdminForms.module.css). */
const styles = { ...shared, ...own }

const when = (at: string) => formatJapanDateTime(new Date(at))
const points = (n: number) => `${n.toLocaleString('ja-JP')}ポイント`

type Search = AdminViewServerProps['searchParams']

function customerIdOf(params: AdminViewServerProps['params']): number | null {
  const segments = params?.segments
  const last = Array.isArray(segments) ? segments[2] : undefined
  return last && /^\d{1,12}$/.test(last) ? Number(last) : null
}

/** The field problems the redirect carried (f.delta=range…), as messages. */
function fieldErrorsOf(search: Search): Partial<Record<ConsoleField, string>> {
  const out: Partial<Record<ConsoleField, string>> = {}
  for (const [name, value] of Object.entries(search ?? {})) {
    const field = name.startsWith('f.') ? name.slice(2) : ''
    if (isConsoleField(field) && isFieldProblem(value)) out[field] = fieldMessage(field, value)
  }
  return out
}

/** A form posting one action, with its one-time key. */
function ActionForm({
  api,
  action,
  target,
  className,
  formKey,
  children,
}: {
  api: string
  action: ConsoleAction
  target?: number
  className?: string
  /** The refused form's key, kept so the corrected form posted again is still one action. */
  formKey?: string
  children: ReactNode
}) {
  return (
    <form className={className ?? styles.form} method="post" action={api}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="key" value={formKey || randomUUID()} />
      {target !== undefined ? <input type="hidden" name="target" value={String(target)} /> : null}
      {children}
    </form>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function CustomerFacts({ story }: { story: CustomerStory }) {
  const c = story.customer
  const facts: [string, ReactNode][] = [
    ['お名前', c.name],
    ['フリガナ', c.nameKana],
    ['会員番号', c.customerNumber ?? '発行中'],
    ['メールアドレス', c.email],
    ['電話番号', c.phone],
    ['住所', `〒${c.postalCode} ${c.address}`],
    ['ステージ', c.stage > 0 ? `ステージ${c.stage}` : 'ステージなし'],
    ['ポイント残高', points(c.points)],
    ['定期購入者', c.regular ? 'はい' : 'いいえ'],
    ['ログインのロック', story.locked ? 'ロック中（ログインの試行回数が上限に達しています）' : 'なし'],
    ['会員登録日時', when(c.registeredAt)],
    ['退会', c.withdrawnAt ? `退会済み（${when(c.withdrawnAt)}）` : '—'],
  ]
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Actions({
  story,
  api,
  errors,
  draft,
}: {
  story: CustomerStory
  api: string
  errors: Partial<Record<ConsoleField, string>>
  draft: SupportDraft | null
}) {
  const pointsDraft = draftValuesOf(draft, 'adjust-points')
  const noteDraft = draftValuesOf(draft, 'note')
  return (
    <div className={styles.actions}>
      <div>
        <h3>ポイント調整</h3>
        <ActionForm api={api} action="adjust-points" formKey={pointsDraft?.key}>
          <div className={styles.field}>
            <label htmlFor="adjust-delta">ポイント数（増減）</label>
            <input
              id="adjust-delta"
              name="delta"
              type="text"
              inputMode="numeric"
              required
              autoComplete="off"
              defaultValue={pointsDraft?.values.delta}
              aria-invalid={errors.delta ? true : undefined}
              aria-describedby={errors.delta ? 'adjust-delta-error adjust-delta-hint' : 'adjust-delta-hint'}
            />
            <p id="adjust-delta-hint" className={styles.hint}>
              加算は「100」、減算は「-100」のように入力します（{MAX_POINT_DELTA.toLocaleString('ja-JP')}
              ポイントまで。残高はマイナスにできません）。
            </p>
            <FieldError id="adjust-delta-error" message={errors.delta} />
          </div>
          <div className={styles.field}>
            <label htmlFor="adjust-reason">理由</label>
            <input
              id="adjust-reason"
              name="reason"
              type="text"
              required
              maxLength={MAX_REASON_LENGTH}
              defaultValue={pointsDraft?.values.reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={
                errors.reason ? 'adjust-reason-error adjust-reason-hint' : 'adjust-reason-hint'
              }
            />
            <p id="adjust-reason-hint" className={styles.hint}>
              {MAX_REASON_LENGTH}文字まで。ポイント履歴に残ります。
            </p>
            <FieldError id="adjust-reason-error" message={errors.reason} />
          </div>
          <button className={styles.button} type="submit">
            ポイントを調整する
          </button>
        </ActionForm>
      </div>

      <div>
        <h3>対応メモ</h3>
        <ActionForm api={api} action="note" formKey={noteDraft?.key}>
          <div className={styles.field}>
            <label htmlFor="support-note">メモ</label>
            <textarea
              id="support-note"
              name="note"
              required
              maxLength={MAX_NOTE_LENGTH}
              defaultValue={noteDraft?.values.note}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'support-note-error support-note-hint' : 'support-note-hint'}
            />
            <p id="support-note-hint" className={styles.hint}>
              {MAX_NOTE_LENGTH}文字まで。記録したメモは変更・削除できません。
            </p>
            <FieldError id="support-note-error" message={errors.note} />
          </div>
          <button className={styles.button} type="submit">
            メモを記録する
          </button>
        </ActionForm>
      </div>

      {story.locked ? (
        <div>
          <h3>アカウントのロック解除</h3>
          <p>ログインの試行回数が上限に達したため、このアカウントにはしばらくログインできません。</p>
          <ActionForm api={api} action="unlock">
            <button className={styles.button} type="submit">
              ロックを解除する
            </button>
          </ActionForm>
        </div>
      ) : null}

      <p className={styles.hint}>
        注文のキャンセルは「ご注文」、定期コースの休止・再開・スキップは「定期コース」、メールの再送は「メール」の各行から行えます。
      </p>
    </div>
  )
}

function Timeline({ story, admin }: { story: CustomerStory; admin: string }) {
  if (story.timeline.length === 0) return <p>まだ記録はありません。</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">日時</th>
          <th scope="col">種類</th>
          <th scope="col">内容</th>
        </tr>
      </thead>
      <tbody>
        {story.timeline.map((e, i) => (
          <tr key={i}>
            <td>
              <time dateTime={e.at}>{when(e.at)}</time>
            </td>
            <td>{e.kindLabel}</td>
            <td>
              {e.link ? <a href={`${admin}${e.link}`}>{e.title}</a> : e.title}
              {e.detail ? <div className={styles.hint}>{e.detail}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Orders({ story, api, admin }: { story: CustomerStory; api: string; admin: string }) {
  if (story.orders.length === 0) return <p>ご注文はありません。</p>
  return (
    <>
      <p className={styles.hint}>
        キャンセルすると在庫と利用ポイントが戻ります。カード・アプリ決済の取消とお客さまへのご連絡は別に行ってください。
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">注文番号</th>
            <th scope="col">注文日時</th>
            <th scope="col">状態</th>
            <th scope="col">お支払い</th>
            <th scope="col">お支払い金額</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {story.orders.map((o) => (
            <tr key={o.id}>
              <td>
                <a href={`${admin}/collections/orders/${o.id}`}>{o.orderNumber}</a>
              </td>
              <td>{when(o.placedAt)}</td>
              <td>{o.statusLabel}</td>
              <td>{o.paymentLabel}</td>
              <td>
                {o.total}
                {o.pointsUsed > 0 ? `（${points(o.pointsUsed)}利用）` : ''}
              </td>
              <td>
                {o.cancellable ? (
                  <ActionForm api={api} action="cancel-order" target={o.id} className={styles.inline}>
                    <button className={styles.small} type="submit">
                      この注文をキャンセルする
                    </button>
                  </ActionForm>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function Courses({ story, api, admin }: { story: CustomerStory; api: string; admin: string }) {
  if (story.courses.length === 0) return <p>定期コースはありません。</p>
  return (
    <>
      {story.courses.map((c) => (
        <div key={c.id} className={styles.report}>
          <h3>
            <a href={`${admin}/collections/regular-courses/${c.id}`}>定期コース {c.courseNumber}</a>
          </h3>
          <dl className={styles.facts}>
            <dt>商品</dt>
            <dd>{c.productName}</dd>
            <dt>お届け周期</dt>
            <dd>{c.cycleLabel}</dd>
            <dt>状態</dt>
            <dd>{c.statusLabel}</dd>
            <dt>次回お届け</dt>
            <dd>
              {c.status === 'active' || c.status === 'paused'
                ? `第${c.nextSequence}回 ${formatJapaneseDay(c.nextDeliveryDate)}`
                : '—'}
            </dd>
          </dl>
          {c.actions.length > 0 ? (
            <div>
              {c.actions.map((action) => (
                <ActionForm key={action} api={api} action={action} target={c.id} className={styles.inline}>
                  <button className={styles.small} type="submit">
                    {COURSE_ACTION_BUTTONS[action]}
                  </button>
                </ActionForm>
              ))}
            </div>
          ) : null}
          {c.history.length > 0 ? (
            <table className={styles.table}>
              <caption className={styles.label}>履歴</caption>
              <thead>
                <tr>
                  <th scope="col">日時</th>
                  <th scope="col">出来事</th>
                  <th scope="col">操作した人</th>
                  <th scope="col">内容</th>
                </tr>
              </thead>
              <tbody>
                {c.history.map((h, i) => (
                  <tr key={i}>
                    <td>{when(h.at)}</td>
                    <td>{h.eventLabel}</td>
                    <td>{h.staffName ? `${h.actorLabel}（${h.staffName}）` : h.actorLabel}</td>
                    <td>{h.summary}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ))}
    </>
  )
}

function Ledger({ story }: { story: CustomerStory }) {
  const same = story.ledgerBalance === story.customer.points
  return (
    <>
      <p>
        ポイント残高 <strong>{points(story.customer.points)}</strong>（確定したポイント履歴の合計{' '}
        {points(story.ledgerBalance)}
        {same ? '・一致' : '・不一致：システム担当者に連絡してください'}）
      </p>
      {story.ledger.length === 0 ? (
        <p>ポイント履歴はありません。</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">理由</th>
              <th scope="col">増減</th>
              <th scope="col">状態</th>
              <th scope="col">処理後の残高</th>
              <th scope="col">注文・メモ</th>
            </tr>
          </thead>
          <tbody>
            {story.ledger.map((r, i) => (
              <tr key={i}>
                <td>{when(r.at)}</td>
                <td>{r.reasonLabel}</td>
                <td>
                  {r.delta > 0 ? `+${r.delta.toLocaleString('ja-JP')}` : r.delta.toLocaleString('ja-JP')}
                </td>
                <td>{r.stateLabel}</td>
                <td>{r.balanceAfter !== null ? points(r.balanceAfter) : '—'}</td>
                <td>{[r.orderNumber, r.note].filter(Boolean).join('・') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function Mails({ story, api }: { story: CustomerStory; api: string }) {
  if (story.mails.length === 0) return <p>このお客さま宛てに送信したメールはありません。</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">送信日時</th>
          <th scope="col">件名</th>
          <th scope="col">種別</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {story.mails.map((m) => (
          <tr key={m.id}>
            <td>{when(m.at)}</td>
            <td>
              {m.text !== null ? (
                <details>
                  <summary>{m.subject}</summary>
                  <p className={styles.mailText}>{m.text}</p>
                </details>
              ) : (
                <>
                  {m.subject}
                  <div className={styles.hint}>
                    本文はお客さまだけのもの（ワンタイムパスワードなど）のため表示しません。
                  </div>
                </>
              )}
            </td>
            <td>{m.kind}</td>
            <td>
              {m.resendable ? (
                <ActionForm api={api} action="resend-mail" target={m.id} className={styles.inline}>
                  <button className={styles.small} type="submit">
                    再送する
                  </button>
                </ActionForm>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Inquiries({ story, admin }: { story: CustomerStory; admin: string }) {
  if (story.inquiries.length === 0) return <p>このメールアドレスからのお問い合わせはありません。</p>
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">受付日時</th>
          <th scope="col">受付番号</th>
          <th scope="col">種別</th>
          <th scope="col">件名</th>
          <th scope="col">対応状況</th>
        </tr>
      </thead>
      <tbody>
        {story.inquiries.map((q) => (
          <tr key={q.id}>
            <td>{when(q.at)}</td>
            <td>
              <a href={`${admin}/collections/inquiries/${q.id}`}>{q.receiptNumber}</a>
            </td>
            <td>{q.category}</td>
            <td>
              {q.subject}
              {q.orderNumber ? `（注文 ${q.orderNumber}）` : ''}
            </td>
            <td>{q.statusLabel}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Security({ story }: { story: CustomerStory }) {
  return (
    <>
      <p>ログインのロック：{story.locked ? 'ロック中' : 'なし'}</p>
      {story.security.length === 0 ? (
        <p>ログインの記録はありません。</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">出来事</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
          <tbody>
            {story.security.map((s, i) => (
              <tr key={i}>
                <td>{when(s.at)}</td>
                <td>{s.title}</td>
                <td>{s.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

export async function SupportCustomerView(viewProps: AdminViewServerProps) {
  const { req } = viewProps.initPageResult
  const template = (children: ReactNode) => <AdminPage viewProps={viewProps}>{children}</AdminPage>
  if (!req.user || !canUseConsole(rolesOf(req.user))) {
    return template(
      <>
        <h1 className={styles.title}>サポート</h1>
        <p role="alert">このページを表示する権限がありません。</p>
      </>,
    )
  }
  const admin = req.payload.config.routes.admin
  const back = (
    <p>
      <a href={`${admin}${SUPPORT_VIEW_PATH}/`}>お客さまを探す（サポート）に戻る</a>
    </p>
  )
  const customerId = customerIdOf(viewProps.params)
  const story = customerId === null ? null : await customerStory(req.payload, customerId)
  if (!story || customerId === null) {
    return template(
      <>
        <h1 className={styles.title}>サポート</h1>
        <p role="alert">このお客さまは見つかりません。</p>
        {back}
      </>,
    )
  }
  // The page shows the customer's personal data: recorded before it is sent.
  await recordView(req.payload, {
    staffId: Number(req.user.id),
    customerId,
    action: 'view',
    detail: 'お客さまのページを表示',
  })

  const search = viewProps.searchParams ?? {}
  const delta =
    typeof search.delta === 'string' && /^-?\d{1,6}$/.test(search.delta) ? Number(search.delta) : undefined
  const notice = isConsoleNotice(search.done) ? noticeText(search.done, delta) : null
  const error = isConsoleError(search.error) ? CONSOLE_ERRORS[search.error] : null
  const fieldErrors = fieldErrorsOf(search)
  // The draft only after a refusal: a later visit to this customer starts from empty forms.
  const draft = error
    ? supportDraftFor(
        readSupportDraft(
          env.payloadSecret,
          cookieFromHeader(req.headers?.get('cookie'), SUPPORT_DRAFT_COOKIE_NAME),
        ),
        Number(req.user.id),
        customerId,
      )
    : null
  const api = `${req.payload.config.routes.api}${SUPPORT_API.action(customerId)}`

  return template(
    <>
      {back}
      <h1 className={styles.title}>{story.customer.name} 様</h1>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p style={{ margin: 0 }}>{error}</p>
          {Object.values(fieldErrors).length > 0 ? (
            <ul>
              {Object.values(fieldErrors).map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {story.truncated ? (
        <p className={styles.hint}>
          記録が多いため、古いものの一部を省いています。すべては各一覧（管理画面）で確認できます。
        </p>
      ) : null}

      <Section id="support-customer" title="お客さま情報">
        <CustomerFacts story={story} />
      </Section>
      <Section id="support-actions" title="操作">
        <Actions story={story} api={api} errors={fieldErrors} draft={draft} />
      </Section>
      <Section id="support-timeline" title="これまでの経過">
        <Timeline story={story} admin={admin} />
      </Section>
      <Section id="support-orders" title="ご注文">
        <Orders story={story} api={api} admin={admin} />
      </Section>
      <Section id="support-courses" title="定期コース">
        <Courses story={story} api={api} admin={admin} />
      </Section>
      <Section id="support-points" title="ポイント">
        <Ledger story={story} />
      </Section>
      <Section id="support-mails" title="メール">
        <Mails story={story} api={api} />
      </Section>
      <Section id="support-inquiries" title="お問い合わせ">
        <Inquiries story={story} admin={admin} />
      </Section>
      <Section id="support-security" title="ログイン・セキュリティ">
        <Security story={story} />
      </Section>
    </>,
  )
}
