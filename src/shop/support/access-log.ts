/**
 * The support console's record of who saw and did what (issue 29 §3, docs/adr/071-support-console.md): the one
 * writer of the support-access-log collection. A view of a customer's page (or a search's results) is one row; an
 * action is one row claimed with the form's one-time key before it runs and finished with its outcome after, so a
 * form posted twice finds its key taken and applies nothing. Details are Japanese and never hold personal data.
 */
import type { Payload } from 'payload'

import type { SupportAccessLog } from '@/cms/payload-types'

import {
  ACCESS_ACTION_LABELS,
  ACCESS_OUTCOME_LABELS,
  type AccessAction,
  type AccessOutcome,
  type ConsoleAction,
} from './console-rules'

const COLLECTION = 'support-access-log'

export interface AccessEntry {
  staffId: number
  customerId: number | null
  detail: string
}

/** A view of personal data: the customer's page (with the customer) or a search's results (without). */
export async function recordView(
  payload: Payload,
  entry: AccessEntry & { action: Extract<AccessAction, 'view' | 'search'> },
): Promise<void> {
  await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    select: { detail: true },
    data: {
      staff: entry.staffId,
      customer: entry.customerId,
      action: entry.action,
      outcome: 'done',
      detail: entry.detail,
    },
  })
}

export type Claim = { ok: true; id: number } | { ok: false; duplicate: true }

/**
 * Takes the form's one-time key for an action: a row with outcome 'claimed'. The key is unique in the table, so
 * of two posts of one form (a double click, a resubmitted page) exactly one gets the row; the other is told the
 * action was already received. Committed on its own, before the action, so the action's owner runs in its own
 * transaction (on SQLite two open write transactions would wait on each other).
 */
export async function claimAction(
  payload: Payload,
  entry: AccessEntry & { action: ConsoleAction; key: string },
): Promise<Claim> {
  try {
    const row = await payload.create({
      collection: COLLECTION,
      overrideAccess: true,
      depth: 0,
      select: { detail: true },
      data: {
        staff: entry.staffId,
        customer: entry.customerId,
        action: entry.action,
        outcome: 'claimed',
        detail: entry.detail,
        actionKey: entry.key,
      },
    })
    return { ok: true, id: row.id }
  } catch (error) {
    // Told apart by looking, not by the error's wording (it differs between the adapters and Payload versions).
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { actionKey: { equals: entry.key } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return { ok: false, duplicate: true }
    throw error
  }
}

/** The action ran: its outcome and what it did, in words without personal data. */
export async function finishAction(
  payload: Payload,
  id: number,
  outcome: Exclude<AccessOutcome, 'claimed'>,
  detail: string,
): Promise<void> {
  await payload.update({
    collection: COLLECTION,
    id,
    overrideAccess: true,
    depth: 0,
    select: { detail: true },
    data: { outcome, detail },
  })
}

export interface AccessLogRow {
  id: number
  at: string
  staffName: string
  customerId: number | null
  customerNumber: string | null
  action: AccessAction
  actionLabel: string
  outcome: AccessOutcome
  outcomeLabel: string
  detail: string
}

export interface AccessLogPage {
  rows: AccessLogRow[]
  page: number
  totalPages: number
  totalDocs: number
}

export const ACCESS_LOG_PAGE_SIZE = 50

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** Staff display names by id (one query), for the log and the customer's story. */
export async function staffNames(payload: Payload, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { name: true, email: true },
  })
  return new Map(docs.map((u) => [u.id, u.name || u.email]))
}

/** The newest rows first, a page at a time (admins only: the caller checks canReadAccessLog). */
export async function listAccessLog(payload: Payload, page = 1): Promise<AccessLogPage> {
  const result = await payload.find({
    collection: COLLECTION,
    sort: '-createdAt',
    limit: ACCESS_LOG_PAGE_SIZE,
    page: Math.max(1, Math.floor(page)),
    overrideAccess: true,
    depth: 0,
    select: { staff: true, customer: true, action: true, outcome: true, detail: true, createdAt: true },
  })
  const docs = result.docs as Pick<
    SupportAccessLog,
    'id' | 'staff' | 'customer' | 'action' | 'outcome' | 'detail' | 'createdAt'
  >[]
  const customerIds = [
    ...new Set(docs.map((d) => idOf(d.customer)).filter((id): id is number => id !== null)),
  ]
  const [names, customers] = await Promise.all([
    staffNames(
      payload,
      docs.map((d) => idOf(d.staff)).filter((id): id is number => id !== null),
    ),
    customerIds.length === 0
      ? Promise.resolve([])
      : payload
          .find({
            collection: 'customers',
            where: { id: { in: customerIds } },
            overrideAccess: true,
            depth: 0,
            pagination: false,
            select: { customerNumber: true },
          })
          .then((r) => r.docs),
  ])
  const numbers = new Map(customers.map((c) => [c.id, c.customerNumber ?? null]))
  return {
    rows: docs.map((d) => {
      const customerId = idOf(d.customer)
      const staffId = idOf(d.staff)
      return {
        id: d.id,
        at: d.createdAt,
        staffName: (staffId !== null && names.get(staffId)) || '（削除されたスタッフ）',
        customerId,
        customerNumber: customerId === null ? null : (numbers.get(customerId) ?? null),
        action: d.action,
        actionLabel: ACCESS_ACTION_LABELS[d.action],
        outcome: d.outcome,
        outcomeLabel: ACCESS_OUTCOME_LABELS[d.outcome],
        detail: d.detail,
      }
    }),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}
