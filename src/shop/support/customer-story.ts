/**
 * One customer's whole story for the support console (issue 29 §3, docs/adr/071-support-console.md): the record,
 * orders, regular courses and their history, the point ledger, the mails sent to the customer's address, their
 * inquiries, sign-ins and security events, support notes and support actions — each as its own list, and merged
 * into one time-ordered timeline (timeline.ts).
 *
 * Reads with the shop's access (the console checks the staff role first), one query per source, each with only
 * the columns shown and a cap (a customer with hundreds of orders stays one page and a handful of queries). The
 * caller records the view in the access log.
 */
import type { Payload } from 'payload'

import type { Customer } from '@/cms/payload-types'
import { isAccountLocked, signInLimits, type SignInLimits } from '@/shop/auth/sign-in-limits'
import { CYCLE_LABELS, type CycleType } from '@/shop/catalogue/codes'
import {
  COURSE_ACTOR_LABELS,
  COURSE_EVENT_LABELS,
  COURSE_STATUS_LABELS,
  type CourseStatusCode,
} from '@/shop/courses/course-statuses'
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/shop/orders/order-status'
import { PAYMENT_METHOD_LABELS, type PaymentMethodCode } from '@/shop/payments/payment-methods'
import {
  LEDGER_REASON_LABELS,
  LEDGER_STATE_LABELS,
  settledBalance,
  type LedgerReason,
  type LedgerState,
} from '@/shop/points/ledger-reasons'
import { formatYen } from '@/shop/pricing/format-amount'

import { staffNames } from './access-log'
import {
  ACCESS_ACTION_LABELS,
  ACCESS_OUTCOME_LABELS,
  canCancelOrder,
  courseActionsFor,
  isAddresseeOnlyMail,
  pointChangeText,
  SECURITY_MAIL_KINDS,
  type AccessAction,
  type AccessOutcome,
  type CourseConsoleAction,
} from './console-rules'
import { buildTimeline, type LabelledEntry, type TimelineEntry } from './timeline'

/** Caps per list: far beyond a real customer's, and what keeps one page one page. */
export const STORY_LIMITS = {
  orders: 500,
  courseHistory: 1000,
  ledger: 1000,
  mails: 300,
  inquiries: 200,
  sessions: 100,
  notes: 300,
  actions: 300,
} as const

const INQUIRY_STATUS_LABELS: Record<string, string> = { new: '未対応', 'in-progress': '対応中', done: '完了' }

export interface StoryCustomer {
  id: number
  customerNumber: string | null
  name: string
  nameKana: string
  email: string
  phone: string
  postalCode: string
  address: string
  stage: number
  points: number
  regular: boolean
  withdrawnAt: string | null
  registeredAt: string
}

export interface StoryOrder {
  id: number
  orderNumber: string
  placedAt: string
  status: OrderStatus
  statusLabel: string
  total: string
  paymentLabel: string
  pointsUsed: number
  shippedAt: string | null
  cancelledAt: string | null
  cancellable: boolean
}

export interface StoryCourseEvent {
  at: string
  eventLabel: string
  actorLabel: string
  staffName: string | null
  summary: string
}

export interface StoryCourse {
  id: number
  courseNumber: string
  productCode: string
  productName: string
  cycleLabel: string
  status: CourseStatusCode
  statusLabel: string
  nextDeliveryDate: string
  nextSequence: number
  history: StoryCourseEvent[]
  actions: CourseConsoleAction[]
}

export interface StoryLedgerRow {
  at: string
  delta: number
  reasonLabel: string
  stateLabel: string
  state: LedgerState
  balanceAfter: number | null
  note: string | null
  orderNumber: string | null
}

export interface StoryMail {
  id: number
  at: string
  subject: string
  kind: string
  /** Null for a mail whose text is the addressee's alone (one-time codes, links). */
  text: string | null
  resendable: boolean
}

export interface StoryInquiry {
  id: number
  at: string
  receiptNumber: string
  category: string
  subject: string
  statusLabel: string
  orderNumber: string | null
}

export interface StorySecurityEvent {
  at: string
  title: string
  detail: string
}

export interface StoryNote {
  at: string
  staffName: string
  text: string
}

export interface StoryAction {
  at: string
  staffName: string
  action: AccessAction
  actionLabel: string
  outcomeLabel: string
  detail: string
}

export interface CustomerStory {
  customer: StoryCustomer
  locked: boolean
  orders: StoryOrder[]
  courses: StoryCourse[]
  ledger: StoryLedgerRow[]
  /** The settled rows' sum; equals customer.points (the ledger's owner keeps them together). */
  ledgerBalance: number
  mails: StoryMail[]
  inquiries: StoryInquiry[]
  security: StorySecurityEvent[]
  notes: StoryNote[]
  actions: StoryAction[]
  timeline: LabelledEntry[]
  /** A list reached its cap: older entries are left out (the admin's own lists have them). */
  truncated: boolean
}

export interface StoryDeps {
  limits?: SignInLimits
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

const fullName = (family: string, given: string) => `${family} ${given}`.trim()

const read = { overrideAccess: true, depth: 0 } as const

/** The customer's story, or null when there is no such customer. */
export async function customerStory(
  payload: Payload,
  customerId: number,
  deps: StoryDeps = {},
): Promise<CustomerStory | null> {
  const customer = (await payload.findByID({
    collection: 'customers',
    id: customerId,
    ...read,
    disableErrors: true,
    select: {
      customerNumber: true,
      lastName: true,
      firstName: true,
      lastNameKana: true,
      firstNameKana: true,
      email: true,
      phone: true,
      postalCode: true,
      prefecture: true,
      city: true,
      town: true,
      streetAddress: true,
      building: true,
      stage: true,
      swcPoint: true,
      isRegularOrderCustomer: true,
      withdrawnAt: true,
      createdAt: true,
    },
  })) as Customer | null
  if (!customer) return null
  const email = customer.email
  const addresses = [...new Set([email, email.toLowerCase()])]

  const [orders, courses, ledger, mails, inquiries, sessions, notes, actions, locked] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { customer: { equals: customerId } },
      sort: '-placedAt',
      limit: STORY_LIMITS.orders,
      ...read,
      select: {
        orderNumber: true,
        placedAt: true,
        status: true,
        payment: { method: true },
        totals: { amountDue: true, totalIncludingTax: true, pointsUsed: true },
        shippedAt: true,
        cancelledAt: true,
      },
    }),
    payload.find({
      collection: 'regular-courses',
      where: { customer: { equals: customerId } },
      sort: '-createdAt',
      pagination: false,
      ...read,
      select: {
        regularOrderNumber: true,
        productCode: true,
        cycleType: true,
        status: true,
        nextDeliveryDate: true,
        nextSequence: true,
      },
    }),
    payload.find({
      collection: 'point-ledger',
      where: { customer: { equals: customerId } },
      sort: '-createdAt',
      limit: STORY_LIMITS.ledger,
      ...read,
      select: {
        delta: true,
        reason: true,
        state: true,
        balanceAfter: true,
        note: true,
        order: true,
        createdAt: true,
      },
    }),
    payload.find({
      collection: 'mail-outbox',
      where: { to: { in: addresses } },
      sort: '-createdAt',
      limit: STORY_LIMITS.mails,
      ...read,
      select: { subject: true, kind: true, text: true, createdAt: true },
    }),
    payload.find({
      collection: 'inquiries',
      where: { email: { in: addresses } },
      sort: '-createdAt',
      limit: STORY_LIMITS.inquiries,
      ...read,
      select: {
        receiptNumber: true,
        category: true,
        subject: true,
        status: true,
        orderNumber: true,
        createdAt: true,
      },
    }),
    payload.find({
      collection: 'customer-sessions',
      where: { customer: { equals: customerId } },
      sort: '-createdAt',
      limit: STORY_LIMITS.sessions,
      ...read,
      select: { persistent: true, revokedAt: true, createdAt: true },
    }),
    payload.find({
      collection: 'support-notes',
      where: { customer: { equals: customerId } },
      sort: '-createdAt',
      limit: STORY_LIMITS.notes,
      ...read,
      select: { staff: true, text: true, createdAt: true },
    }),
    payload.find({
      collection: 'support-access-log',
      where: { and: [{ customer: { equals: customerId } }, { action: { not_equals: 'view' } }] },
      sort: '-createdAt',
      limit: STORY_LIMITS.actions,
      ...read,
      select: { staff: true, action: true, outcome: true, detail: true, createdAt: true },
    }),
    customer.withdrawnAt ? Promise.resolve(false) : isAccountLocked(email, deps.limits ?? signInLimits),
  ])

  const courseIds = courses.docs.map((c) => c.id)
  const productCodes = [...new Set(courses.docs.map((c) => c.productCode))]
  const ledgerOrderIds = [
    ...new Set(ledger.docs.map((r) => idOf(r.order)).filter((id): id is number => id !== null)),
  ]
  const [history, products] = await Promise.all([
    courseIds.length === 0
      ? Promise.resolve({ docs: [], totalDocs: 0 })
      : payload.find({
          collection: 'regular-course-history',
          where: { course: { in: courseIds } },
          sort: '-createdAt',
          limit: STORY_LIMITS.courseHistory,
          ...read,
          select: { course: true, event: true, actor: true, staffUser: true, summary: true, createdAt: true },
        }),
    productCodes.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection: 'products',
          where: { productCode: { in: productCodes } },
          pagination: false,
          ...read,
          select: { productCode: true, name: true },
        }),
  ])

  const staffIds = [
    ...history.docs.map((h) => idOf(h.staffUser)),
    ...notes.docs.map((n) => idOf(n.staff)),
    ...actions.docs.map((a) => idOf(a.staff)),
  ].filter((id): id is number => id !== null)
  const names = await staffNames(payload, staffIds)
  const staffName = (id: number | null) => (id !== null && names.get(id)) || '（削除されたスタッフ）'

  // Ledger rows point at orders; most are the customer's own, read above, so the numbers come from there.
  const orderNumbers = new Map(orders.docs.map((o) => [o.id, o.orderNumber]))
  const missing = ledgerOrderIds.filter((id) => !orderNumbers.has(id))
  if (missing.length > 0) {
    const more = await payload.find({
      collection: 'orders',
      where: { id: { in: missing } },
      pagination: false,
      ...read,
      select: { orderNumber: true },
    })
    for (const o of more.docs) orderNumbers.set(o.id, o.orderNumber)
  }

  const productNames = new Map(products.docs.map((p) => [p.productCode, p.name]))
  const addressParts = [
    customer.prefecture,
    customer.city,
    customer.town,
    customer.streetAddress,
    customer.building,
  ]

  const storyCustomer: StoryCustomer = {
    id: customer.id,
    customerNumber: customer.customerNumber ?? null,
    name: fullName(customer.lastName, customer.firstName),
    nameKana: fullName(customer.lastNameKana, customer.firstNameKana),
    email,
    phone: customer.phone,
    postalCode: customer.postalCode,
    address: addressParts.filter((p) => p && p.trim() !== '').join(' '),
    stage: customer.stage ?? 0,
    points: customer.swcPoint ?? 0,
    regular: Boolean(customer.isRegularOrderCustomer),
    withdrawnAt: customer.withdrawnAt ?? null,
    registeredAt: customer.createdAt,
  }

  const storyOrders: StoryOrder[] = orders.docs.map((o) => {
    const status = o.status as OrderStatus
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      placedAt: o.placedAt,
      status,
      statusLabel: ORDER_STATUS_LABELS[status] ?? status,
      total: formatYen(o.totals?.amountDue ?? o.totals?.totalIncludingTax ?? 0),
      paymentLabel: PAYMENT_METHOD_LABELS[o.payment?.method as PaymentMethodCode] ?? '',
      pointsUsed: o.totals?.pointsUsed ?? 0,
      shippedAt: o.shippedAt ?? null,
      cancelledAt: o.cancelledAt ?? null,
      cancellable: canCancelOrder(status),
    }
  })

  const historyByCourse = new Map<number, StoryCourseEvent[]>()
  for (const h of history.docs) {
    const courseId = idOf(h.course)
    if (courseId === null) continue
    const list = historyByCourse.get(courseId) ?? []
    list.push({
      at: h.createdAt,
      eventLabel: COURSE_EVENT_LABELS[h.event] ?? h.event,
      actorLabel: COURSE_ACTOR_LABELS[h.actor] ?? h.actor,
      staffName: h.actor === 'staff' ? staffName(idOf(h.staffUser)) : null,
      summary: h.summary,
    })
    historyByCourse.set(courseId, list)
  }
  const storyCourses: StoryCourse[] = courses.docs.map((c) => {
    const status = c.status as CourseStatusCode
    return {
      id: c.id,
      courseNumber: c.regularOrderNumber ?? '',
      productCode: c.productCode,
      productName: productNames.get(c.productCode) ?? c.productCode,
      cycleLabel: CYCLE_LABELS[c.cycleType as CycleType] ?? c.cycleType,
      status,
      statusLabel: COURSE_STATUS_LABELS[status] ?? status,
      nextDeliveryDate: c.nextDeliveryDate,
      nextSequence: c.nextSequence ?? 2,
      history: historyByCourse.get(c.id) ?? [],
      actions: courseActionsFor(status),
    }
  })

  const storyLedger: StoryLedgerRow[] = ledger.docs.map((r) => {
    const orderId = idOf(r.order)
    return {
      at: r.createdAt,
      delta: r.delta,
      reasonLabel: LEDGER_REASON_LABELS[r.reason as LedgerReason] ?? r.reason,
      state: r.state as LedgerState,
      stateLabel: LEDGER_STATE_LABELS[r.state as LedgerState] ?? r.state,
      balanceAfter: r.balanceAfter ?? null,
      note: r.note ?? null,
      orderNumber: orderId === null ? null : (orderNumbers.get(orderId) ?? null),
    }
  })

  const storyMails: StoryMail[] = mails.docs.map((m) => {
    const secret = isAddresseeOnlyMail(m.kind)
    return {
      id: m.id,
      at: m.createdAt,
      subject: m.subject,
      kind: m.kind,
      text: secret ? null : m.text,
      resendable: !secret,
    }
  })

  const storyInquiries: StoryInquiry[] = inquiries.docs.map((q) => ({
    id: q.id,
    at: q.createdAt,
    receiptNumber: q.receiptNumber,
    category: q.category,
    subject: q.subject,
    statusLabel: INQUIRY_STATUS_LABELS[q.status ?? 'new'] ?? '',
    orderNumber: q.orderNumber ?? null,
  }))

  const security: StorySecurityEvent[] = []
  for (const s of sessions.docs) {
    security.push({
      at: s.createdAt,
      title: 'ログイン',
      detail: s.persistent ? 'ログインしたままにする' : 'このブラウザを閉じるまで',
    })
    if (s.revokedAt)
      security.push({ at: s.revokedAt, title: 'ログアウト', detail: 'セッションを終了しました' })
  }
  for (const m of mails.docs)
    if (SECURITY_MAIL_KINDS.has(m.kind))
      security.push({ at: m.createdAt, title: m.subject, detail: 'お知らせメール' })
  security.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))

  const storyNotes: StoryNote[] = notes.docs.map((n) => ({
    at: n.createdAt,
    staffName: staffName(idOf(n.staff)),
    text: n.text,
  }))
  const storyActions: StoryAction[] = actions.docs.map((a) => ({
    at: a.createdAt,
    staffName: staffName(idOf(a.staff)),
    action: a.action,
    actionLabel: ACCESS_ACTION_LABELS[a.action],
    outcomeLabel: ACCESS_OUTCOME_LABELS[a.outcome as AccessOutcome],
    detail: a.detail,
  }))

  const timeline = buildTimeline([
    storyOrders.flatMap((o): TimelineEntry[] => {
      const link = `/collections/orders/${o.id}`
      const entries: TimelineEntry[] = [
        {
          kind: 'order',
          at: o.placedAt,
          title: `ご注文 ${o.orderNumber}`,
          detail: `${o.paymentLabel}・${o.total}${o.pointsUsed > 0 ? `・${o.pointsUsed}ポイント利用` : ''}（現在: ${o.statusLabel}）`,
          link,
        },
      ]
      if (o.shippedAt)
        entries.push({
          kind: 'order',
          at: o.shippedAt,
          title: `出荷 ${o.orderNumber}`,
          detail: '出荷済み',
          link,
        })
      if (o.cancelledAt)
        entries.push({
          kind: 'order',
          at: o.cancelledAt,
          title: `キャンセル ${o.orderNumber}`,
          detail: 'キャンセル',
          link,
        })
      return entries
    }),
    storyCourses.flatMap((c) =>
      c.history.map((h): TimelineEntry => ({
        kind: 'course',
        at: h.at,
        title: `定期コース ${c.courseNumber}：${h.eventLabel}`,
        detail: `${h.summary}（${h.staffName ? `${h.actorLabel} ${h.staffName}` : h.actorLabel}）`,
        link: `/collections/regular-courses/${c.id}`,
      })),
    ),
    storyLedger.map((r): TimelineEntry => ({
      kind: 'points',
      at: r.at,
      title: `ポイント ${pointChangeText(r.delta)}（${r.reasonLabel}）`,
      detail: [
        r.stateLabel,
        r.balanceAfter !== null ? `残高 ${r.balanceAfter.toLocaleString('ja-JP')}ポイント` : null,
        r.orderNumber ? `注文 ${r.orderNumber}` : null,
        r.note ? `理由: ${r.note}` : null,
      ]
        .filter(Boolean)
        .join('・'),
    })),
    storyMails.map((m): TimelineEntry => ({
      kind: 'mail',
      at: m.at,
      title: m.subject,
      detail: `種別: ${m.kind}`,
    })),
    storyInquiries.map((q): TimelineEntry => ({
      kind: 'inquiry',
      at: q.at,
      title: `お問い合わせ ${q.receiptNumber}（${q.statusLabel}）`,
      detail: `${q.category}：${q.subject}`,
      link: `/collections/inquiries/${q.id}`,
    })),
    security.map((s): TimelineEntry => ({ kind: 'security', at: s.at, title: s.title, detail: s.detail })),
    storyNotes.map((n): TimelineEntry => ({
      kind: 'note',
      at: n.at,
      title: `メモ（${n.staffName}）`,
      detail: n.text,
    })),
    storyActions.map((a): TimelineEntry => ({
      kind: 'support',
      at: a.at,
      title: `${a.actionLabel}（${a.staffName}）`,
      detail: `${a.detail}［${a.outcomeLabel}］`,
    })),
  ])

  const truncated =
    orders.totalDocs > orders.docs.length ||
    history.totalDocs > history.docs.length ||
    ledger.totalDocs > ledger.docs.length ||
    mails.totalDocs > mails.docs.length ||
    inquiries.totalDocs > inquiries.docs.length ||
    sessions.totalDocs > sessions.docs.length ||
    notes.totalDocs > notes.docs.length ||
    actions.totalDocs > actions.docs.length

  return {
    customer: storyCustomer,
    locked,
    orders: storyOrders,
    courses: storyCourses,
    ledger: storyLedger,
    ledgerBalance: settledBalance(storyLedger.map((r) => ({ delta: r.delta, state: r.state }))),
    mails: storyMails,
    inquiries: storyInquiries,
    security,
    notes: storyNotes,
    actions: storyActions,
    timeline,
    truncated,
  }
}
