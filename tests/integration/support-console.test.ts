/**
 * The support console (issue 29 §3, docs/adr/071-support-console.md) on a real database: the customer's story from
 * every source, and each action through its owner — points (the ledger equals the balance), a note, an unlock, an
 * order cancel, a course skip, a mail resent — each recorded in the access log with the staff member; a form posted
 * twice applies once; the endpoint refuses editors and other origins, and keeps a refused form's typed fields in a
 * draft cookie, never in the URL. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/cms/payload-types'
import { supportActionHandler } from '@/cms/support/support-endpoints'
import { env } from '@/lib/config/env'
import { cookieFromHeader } from '@/lib/http/form-draft-cookie'
import {
  createSignInLimits,
  DEFAULT_SIGN_IN_LIMITS,
  isAccountLocked,
  type SignInLimits,
} from '@/shop/auth/sign-in-limits'
import { outboxOnly, sendMail } from '@/shop/mail/mail-service'
import { settledBalance, type LedgerState } from '@/shop/points/ledger-reasons'
import { databaseRateLimiter } from '@/shop/rate-limit/rate-limit'
import { listAccessLog, recordView } from '@/shop/support/access-log'
import { readSupportDraft, SUPPORT_DRAFT_COOKIE_NAME } from '@/shop/support/console-draft'
import { customerStory } from '@/shop/support/customer-story'
import { searchCustomers } from '@/shop/support/customer-search'
import { runSupportAction, type SupportActionDeps } from '@/shop/support/support-actions'

import { testPayload } from './helpers'
import { createMember } from './member-helper'
import { createProduct, placeMemberOrder } from './order-helper'

let payload: Payload
let member: Customer
let other: Customer
let limits: SignInLimits
let deps: SupportActionDeps
type Staff = User & { collection: 'users' }
const staff: Record<'admin' | 'support' | 'editor', Staff> = {} as never
let orderId: number
let courseId: number
let mailId: number
let otpMailId: number

const key = () => randomUUID()

async function ledgerSum(customerId: number) {
  const { docs } = await payload.find({
    collection: 'point-ledger',
    where: { customer: { equals: customerId } },
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return settledBalance(docs.map((r) => ({ delta: r.delta, state: r.state as LedgerState })))
}

async function balanceOf(customerId: number) {
  const c = await payload.findByID({
    collection: 'customers',
    id: customerId,
    overrideAccess: true,
    depth: 0,
  })
  return c.swcPoint ?? 0
}

async function logRows(customerId: number) {
  const { docs } = await payload.find({
    collection: 'support-access-log',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    pagination: false,
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

beforeAll(async () => {
  payload = await testPayload()
  limits = createSignInLimits(DEFAULT_SIGN_IN_LIMITS, (rule) =>
    databaseRateLimiter(rule, async () => payload),
  )
  deps = { limits, mail: { transport: outboxOnly, from: 'shop@example.jp' } }
  for (const role of ['admin', 'support', 'editor'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `${role}-sc-${randomUUID()}@example.jp`,
        password: `${role}-pass-2026`,
        name: `${role}担当`,
        roles: [role],
      },
    })
    staff[role] = { ...user, collection: 'users' }
  }
  await createProduct(payload, 'sc-sesamin', {
    taxClass: 'food',
    price: 5000,
    regularPrice: 4300,
    regularCycles: ['1'],
    stock: 100,
    name: 'セサミンEX',
  })
  member = await createMember(payload, 'tsukimi@example.jp', {
    lastName: '月見',
    firstName: '草子',
    lastNameKana: 'ツキミ',
    firstNameKana: 'ソウコ',
    customerNumber: '30000001',
    phone: '0311112222',
  })
  other = await createMember(payload, 'other-sc@example.jp', { customerNumber: '30000002' })
  orderId = await placeMemberOrder(payload, member.id, [{ productCode: 'sc-sesamin', quantity: 1 }])
  const courseOrder = await placeMemberOrder(payload, member.id, [
    { productCode: 'sc-sesamin', cycleType: '1', quantity: 1 },
  ])
  const courses = await payload.find({
    collection: 'regular-courses',
    where: { order: { equals: courseOrder } },
    overrideAccess: true,
    depth: 0,
  })
  courseId = courses.docs[0]!.id
  await sendMail(
    { payload, transport: outboxOnly, from: 'shop@example.jp' },
    {
      to: member.email,
      subject: 'ご注文ありがとうございます',
      text: 'ご注文を承りました。',
      kind: 'order-receipt',
    },
  )
  await sendMail(
    { payload, transport: outboxOnly, from: 'shop@example.jp' },
    {
      to: member.email,
      subject: '確認コードのお知らせ',
      text: '確認コード 123456',
      kind: 'otp-registration',
    },
  )
  const mails = await payload.find({
    collection: 'mail-outbox',
    where: { to: { equals: member.email } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  mailId = mails.docs.find((m) => m.kind === 'order-receipt')!.id
  otpMailId = mails.docs.find((m) => m.kind === 'otp-registration')!.id
  await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      receiptNumber: `Q-${randomUUID().slice(0, 8)}`,
      category: '商品について',
      subject: '飲み方について',
      lastName: '月見',
      firstName: '草子',
      lastNameKana: 'ツキミ',
      firstNameKana: 'ソウコ',
      email: member.email,
      message: '一日何粒ですか。',
    },
  })
})

describe('finding the customer and the story', () => {
  it('finds the customer by kana, and the page shows orders, courses, points, mails and inquiries', async () => {
    const found = await searchCustomers(payload, 'つきみ')
    expect(found.hits.map((h) => (h.kind === 'customer' ? h.id : null))).toEqual([member.id])

    const story = (await customerStory(payload, member.id, { limits }))!
    expect(story.customer.name).toBe('月見 草子')
    expect(story.customer.nameKana).toBe('ツキミ ソウコ')
    expect(story.customer.customerNumber).toBe('30000001')
    expect(story.orders).toHaveLength(2)
    expect(story.orders.every((o) => o.statusLabel !== '' && o.cancellable)).toBe(true)
    expect(story.courses).toHaveLength(1)
    expect(story.courses[0]!.statusLabel).toBe('継続中')
    expect(story.courses[0]!.actions).toEqual(['course-pause', 'course-skip'])
    expect(story.courses[0]!.history.map((h) => h.eventLabel)).toContain('開始')
    expect(story.mails.map((m) => m.subject).sort()).toEqual([
      'ご注文ありがとうございます',
      '確認コードのお知らせ',
    ])
    // The one-time code never reaches the console.
    const otp = story.mails.find((m) => m.id === otpMailId)!
    expect(otp.text).toBeNull()
    expect(otp.resendable).toBe(false)
    expect(JSON.stringify(story)).not.toContain('123456')
    expect(story.inquiries.map((q) => q.subject)).toEqual(['飲み方について'])
    expect(story.locked).toBe(false)
    expect(story.ledgerBalance).toBe(story.customer.points)
    const kinds = new Set(story.timeline.map((e) => e.kindLabel))
    for (const k of ['ご注文', '定期コース', 'メール', 'お問い合わせ']) expect(kinds).toContain(k)
    const times = story.timeline.map((e) => Date.parse(e.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('no such customer: null', async () => {
    expect(await customerStory(payload, 999_999, { limits })).toBeNull()
  })

  it('a view is recorded with the staff member and listed for admins', async () => {
    await recordView(payload, {
      staffId: staff.support.id,
      customerId: member.id,
      action: 'view',
      detail: 'お客さまのページを表示',
    })
    const log = await listAccessLog(payload)
    const row = log.rows.find((r) => r.action === 'view' && r.customerId === member.id)!
    expect(row).toMatchObject({
      staffName: 'support担当',
      customerNumber: '30000001',
      actionLabel: '閲覧',
      detail: 'お客さまのページを表示',
    })
  })
})

describe('actions', () => {
  it('adjusts points through the ledger: the ledger equals the balance, recorded; the same form twice applies once', async () => {
    const before = await balanceOf(member.id)
    const form = { delta: '100', reason: 'お届け遅延のお詫び', key: key() }
    const first = await runSupportAction(payload, staff.support.id, member.id, 'adjust-points', form, deps)
    expect(first).toEqual({ ok: true, notice: 'points-adjusted', delta: 100 })
    const again = await runSupportAction(payload, staff.support.id, member.id, 'adjust-points', form, deps)
    expect(again).toEqual({ ok: true, notice: 'already-done' })
    expect(await balanceOf(member.id)).toBe(before + 100)
    expect(await ledgerSum(member.id)).toBe(await balanceOf(member.id))

    const story = (await customerStory(payload, member.id, { limits }))!
    expect(story.ledger[0]).toMatchObject({ delta: 100, reasonLabel: '調整', note: 'お届け遅延のお詫び' })
    expect(story.ledgerBalance).toBe(story.customer.points)

    const rows = (await logRows(member.id)).filter((r) => r.action === 'adjust-points')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ outcome: 'done', staff: staff.support.id })
    expect(rows[0]!.detail).toContain('100ポイント加算')
    // The reason is the customer's story, not the log's.
    expect(rows[0]!.detail).not.toContain('お詫び')
  })

  it('two posts of one form at the same moment apply once', async () => {
    const before = await balanceOf(member.id)
    const form = { delta: '7', reason: '同時送信', key: key() }
    const results = await Promise.all([
      runSupportAction(payload, staff.support.id, member.id, 'adjust-points', form, deps),
      runSupportAction(payload, staff.support.id, member.id, 'adjust-points', form, deps),
    ])
    expect(results.map((r) => (r.ok ? r.notice : r.error)).sort()).toEqual([
      'already-done',
      'points-adjusted',
    ])
    expect(await balanceOf(member.id)).toBe(before + 7)
    expect(await ledgerSum(member.id)).toBe(await balanceOf(member.id))
  })

  it('a debit below zero is refused by the ledger and recorded as not done; bad input names the field', async () => {
    const before = await balanceOf(member.id)
    const refused = await runSupportAction(
      payload,
      staff.admin.id,
      member.id,
      'adjust-points',
      { delta: '-100000', reason: '訂正', key: key() },
      deps,
    )
    expect(refused).toEqual({ ok: false, error: 'points-below-zero' })
    expect(await balanceOf(member.id)).toBe(before)
    const row = (await logRows(member.id)).find(
      (r) => r.action === 'adjust-points' && r.outcome === 'refused',
    )
    expect(row?.detail).toContain('残高不足')

    const bad = await runSupportAction(
      payload,
      staff.admin.id,
      member.id,
      'adjust-points',
      { delta: '0', reason: '', key: key() },
      deps,
    )
    expect(bad).toEqual({ ok: false, error: 'form', fields: { delta: 'zero', reason: 'empty' } })
    const noKey = await runSupportAction(payload, staff.admin.id, member.id, 'note', { note: 'x' }, deps)
    expect(noKey).toEqual({ ok: false, error: 'no-key' })
  })

  it('records a note with the staff member', async () => {
    const result = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'note',
      { note: 'お電話で次回のお届け日を確認されました。', key: key() },
      deps,
    )
    expect(result).toEqual({ ok: true, notice: 'note-recorded' })
    const story = (await customerStory(payload, member.id, { limits }))!
    expect(story.notes[0]).toMatchObject({
      staffName: 'support担当',
      text: 'お電話で次回のお届け日を確認されました。',
    })
    expect(story.timeline.some((e) => e.kindLabel === 'メモ')).toBe(true)
    const row = (await logRows(member.id)).find((r) => r.action === 'note')!
    expect(row.detail).not.toContain('お電話')
  })

  it('unlocks a locked account through the sign-in limits', async () => {
    const refused = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'unlock',
      { key: key() },
      deps,
    )
    expect(refused).toEqual({ ok: false, error: 'not-locked' })
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.perAccount.points; i++)
      await limits.beforeAttempt(`10.77.0.${i}`, member.email)
    expect(await isAccountLocked(member.email, limits)).toBe(true)
    expect((await customerStory(payload, member.id, { limits }))!.locked).toBe(true)
    const done = await runSupportAction(payload, staff.support.id, member.id, 'unlock', { key: key() }, deps)
    expect(done).toEqual({ ok: true, notice: 'unlocked' })
    expect(await isAccountLocked(member.email, limits)).toBe(false)
    expect(await limits.beforeAttempt('10.77.1.1', member.email)).toBeNull()
  })

  it('cancels an order through the order owner, once; another customer’s order is refused', async () => {
    const wrong = await runSupportAction(
      payload,
      staff.support.id,
      other.id,
      'cancel-order',
      { target: String(orderId), key: key() },
      deps,
    )
    expect(wrong).toEqual({ ok: false, error: 'order-not-found' })
    const done = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'cancel-order',
      { target: String(orderId), key: key() },
      deps,
    )
    expect(done).toEqual({ ok: true, notice: 'order-cancelled' })
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      overrideAccess: true,
      depth: 0,
    })
    expect(order.status).toBe('cancelled')
    expect(order.cancelledAt).toBeTruthy()
    const twice = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'cancel-order',
      { target: String(orderId), key: key() },
      deps,
    )
    expect(twice).toEqual({ ok: false, error: 'order-not-cancellable' })
    const story = (await customerStory(payload, member.id, { limits }))!
    expect(story.orders.find((o) => o.id === orderId)).toMatchObject({
      statusLabel: 'キャンセル',
      cancellable: false,
    })
  })

  it('skips the next course delivery through the course owner, with the staff member on its history', async () => {
    const before = await payload.findByID({
      collection: 'regular-courses',
      id: courseId,
      overrideAccess: true,
      depth: 0,
    })
    const done = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'course-skip',
      { target: String(courseId), key: key() },
      deps,
    )
    expect(done).toEqual({ ok: true, notice: 'course-skipped' })
    const after = await payload.findByID({
      collection: 'regular-courses',
      id: courseId,
      overrideAccess: true,
      depth: 0,
    })
    expect(after.nextSequence).toBe((before.nextSequence ?? 2) + 1)
    const story = (await customerStory(payload, member.id, { limits }))!
    expect(story.courses[0]!.history[0]).toMatchObject({ eventLabel: 'スキップ', staffName: 'support担当' })

    const paused = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'course-pause',
      { target: String(courseId), key: key() },
      deps,
    )
    expect(paused).toEqual({ ok: true, notice: 'course-paused' })
    const skipPaused = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'course-skip',
      { target: String(courseId), key: key() },
      deps,
    )
    expect(skipPaused).toEqual({ ok: false, error: 'course-skip-refused' })
    const resumed = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'course-resume',
      { target: String(courseId), key: key() },
      deps,
    )
    expect(resumed).toEqual({ ok: true, notice: 'course-resumed' })
  })

  it('resends a mail as a new outbox row; a one-time-code mail is never resent', async () => {
    const count = async () =>
      (
        await payload.count({
          collection: 'mail-outbox',
          where: { to: { equals: member.email } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await count()
    const done = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'resend-mail',
      { target: String(mailId), key: key() },
      deps,
    )
    expect(done).toEqual({ ok: true, notice: 'mail-resent' })
    expect(await count()).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: member.email } }, { kind: { equals: 'order-receipt' } }] },
      sort: '-createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(2)
    expect(docs[0]).toMatchObject({ subject: 'ご注文ありがとうございます', text: 'ご注文を承りました。' })

    const otp = await runSupportAction(
      payload,
      staff.support.id,
      member.id,
      'resend-mail',
      { target: String(otpMailId), key: key() },
      deps,
    )
    expect(otp).toEqual({ ok: false, error: 'mail-addressee-only' })
    const notTheirs = await runSupportAction(
      payload,
      staff.support.id,
      other.id,
      'resend-mail',
      { target: String(mailId), key: key() },
      deps,
    )
    expect(notTheirs).toEqual({ ok: false, error: 'mail-not-found' })
    expect(await count()).toBe(before + 1)
  })

  it('every action is in the access log with who and what, newest first', async () => {
    const log = await listAccessLog(payload)
    const mine = log.rows.filter((r) => r.customerId === member.id)
    const labels = new Set(mine.map((r) => r.actionLabel))
    for (const l of [
      '閲覧',
      'ポイント調整',
      'メモの記録',
      'ロック解除',
      '注文のキャンセル',
      '定期コースのスキップ',
      'メール再送',
    ])
      expect(labels).toContain(l)
    expect(mine.every((r) => r.outcome !== 'claimed')).toBe(true)
    const times = log.rows.map((r) => Date.parse(r.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // No personal data in the log's words.
    for (const r of log.rows)
      for (const bit of ['月見', 'ツキミ', member.email, '0311112222']) expect(r.detail).not.toContain(bit)
  })
})

describe('the endpoint', () => {
  const post = (user: Staff, fields: Record<string, string>, origin = 'http://localhost:3000') => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    return supportActionHandler(deps)({
      payload,
      user,
      url: 'http://localhost:3000/cms-api/support/customers/1/actions',
      headers: new Headers({ origin, cookie: 'payload-token=x' }),
      routeParams: { id: String(member.id) },
      formData: async () => form,
    } as unknown as PayloadRequest)
  }

  it('an editor gets 403 and nothing changes', async () => {
    const before = await balanceOf(member.id)
    const res = await post(staff.editor, { action: 'adjust-points', delta: '5', reason: 'x', key: key() })
    expect(res.status).toBe(403)
    expect(await balanceOf(member.id)).toBe(before)
  })

  it('another origin gets 403', async () => {
    const res = await post(staff.support, { action: 'note', note: 'x', key: key() }, 'https://evil.example')
    expect(res.status).toBe(403)
  })

  it('support: 303 back to the customer page with what was done, or with the fields that were wrong', async () => {
    const done = await post(staff.support, {
      action: 'adjust-points',
      delta: '１００',
      reason: 'お詫び',
      key: key(),
    })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(
      `/admin/support/customers/${member.id}/?done=points-adjusted&delta=100`,
    )
    const bad = await post(staff.support, { action: 'adjust-points', delta: 'abc', reason: '', key: key() })
    expect(bad.headers.get('location')).toBe(
      `/admin/support/customers/${member.id}/?error=form&f.delta=format&f.reason=empty`,
    )
    const unknown = await post(staff.support, { action: 'delete-everything', key: key() })
    expect(unknown.headers.get('location')).toBe(`/admin/support/customers/${member.id}/?error=form`)
    expect(await ledgerSum(member.id)).toBe(await balanceOf(member.id))
  })

  it('a refusal carries the typed fields in a draft cookie on /admin/support, not the URL; a success clears it', async () => {
    const draftOf = (res: Response) => {
      const line = res.headers.get('set-cookie')
      return line
        ? readSupportDraft(env.payloadSecret, cookieFromHeader(line.split(';')[0], SUPPORT_DRAFT_COOKIE_NAME))
        : null
    }
    const formKey = key()
    const bad = await post(staff.support, {
      action: 'adjust-points',
      delta: 'abc',
      reason: '誤付与',
      key: formKey,
    })
    expect(bad.headers.get('location')).not.toContain(encodeURIComponent('誤付与'))
    expect(bad.headers.get('set-cookie')).toMatch(
      /^support_form_draft=[^;]+; Path=\/admin\/support; Max-Age=900; HttpOnly; SameSite=Lax/,
    )
    expect(draftOf(bad)).toMatchObject({
      staffId: staff.support.id,
      customerId: member.id,
      action: 'adjust-points',
      key: formKey,
      values: { delta: 'abc', reason: '誤付与' },
    })

    // Refused by the ledger after the key was claimed: the values are kept, the spent key is not.
    const below = await post(staff.support, {
      action: 'adjust-points',
      delta: String(-((await balanceOf(member.id)) + 1)),
      reason: '誤付与の取り消し',
      key: key(),
    })
    expect(below.headers.get('location')).toContain('error=points-below-zero')
    expect(draftOf(below)).toMatchObject({ key: '', values: { reason: '誤付与の取り消し' } })

    // The corrected form with the kept key: applied once, the draft cleared.
    const done = await post(staff.support, {
      action: 'adjust-points',
      delta: '10',
      reason: '誤付与',
      key: formKey,
    })
    expect(done.headers.get('location')).toContain('done=points-adjusted')
    expect(done.headers.get('set-cookie')).toMatch(/^support_form_draft=; Path=\/admin\/support; Max-Age=0;/)
    expect(await ledgerSum(member.id)).toBe(await balanceOf(member.id))
  })
})
