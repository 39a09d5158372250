/**
 * The support console's customer search (issue 29 §3, docs/adr/067-support-customer-search.md): one box for a name
 * in kanji or kana, a phone number, an e-mail address, a member number, an order number or a course number.
 * Answers a short ranked list; the console shows it to support staff, who may read customers (src/cms/access.ts
 * isSupport) — the caller checks that, this service reads with the shop's own access.
 */
import type { Payload } from 'payload'

import {
  courseCustomerId,
  customerRows,
  customersByNameAndGiven,
  customersByPrefix,
  customersWhereEquals,
  type KeyedCustomer,
  lastOrderDates,
  orderByNumber,
} from '@/cms/support/customer-search-store'

import { classifyCustomerQuery, type CustomerQuery } from './customer-query'

export const DEFAULT_SEARCH_LIMIT = 20
export const MAX_SEARCH_LIMIT = 100

/** What the query matched on, so the console can say why a customer is listed. */
export type MatchedBy =
  'name' | 'name-kana' | 'given-name' | 'phone' | 'email' | 'member-number' | 'order-number' | 'course-number'

export interface CustomerHit {
  kind: 'customer'
  id: number
  customerNumber: string | null
  /** 「山田 花子」 */
  name: string
  /** 「ヤマダ ハナコ」 */
  nameKana: string
  /**
   * Shown whole: staff reading customers see it on the record anyway, and it is what tells two 山田花子 apart
   * on the phone (ADR 067).
   */
  email: string
  prefecture: string
  /** When the customer last placed an order (any status), ISO 8601; null when never. */
  lastOrderAt: string | null
  withdrawn: boolean
  matchedBy: MatchedBy
}

/** An order placed without an account: there is no customer to list, so the order's own orderer is shown. */
export interface GuestOrderHit {
  kind: 'guest-order'
  orderId: number
  orderNumber: string
  placedAt: string
  status: string
  name: string
  nameKana: string
  email: string | null
  prefecture: string
  matchedBy: 'order-number'
}

export type SearchHit = CustomerHit | GuestOrderHit

export interface CustomerSearchResult {
  query: CustomerQuery
  hits: SearchHit[]
  /** More customers matched than the limit: the console asks for a longer query. */
  more: boolean
}

interface Candidate {
  id: number
  /** 0 the whole name, 1 a family or full-name prefix (or an exact number), 2 a given-name prefix. */
  rank: number
  matchedBy: MatchedBy
  sortKey: string
}

const fullName = (family: string, given: string) => `${family} ${given}`.trim()

export async function searchCustomers(
  payload: Payload,
  text: string,
  { limit = DEFAULT_SEARCH_LIMIT }: { limit?: number } = {},
): Promise<CustomerSearchResult> {
  const query = classifyCustomerQuery(text)
  const size = Math.max(1, Math.min(MAX_SEARCH_LIMIT, Math.floor(limit)))

  if (query.kind === 'empty') return { query, hits: [], more: false }
  if (query.kind === 'order-number') {
    const order = await orderByNumber(payload, query.orderNumber)
    if (!order) return { query, hits: [], more: false }
    if (order.customerId === null) {
      const guest: GuestOrderHit = {
        kind: 'guest-order',
        orderId: order.id,
        orderNumber: order.orderNumber,
        placedAt: order.placedAt,
        status: order.status,
        name: fullName(order.orderer.lastName, order.orderer.firstName),
        nameKana: fullName(order.orderer.lastNameKana, order.orderer.firstNameKana),
        email: order.orderer.email,
        prefecture: order.orderer.prefecture,
        matchedBy: 'order-number',
      }
      return { query, hits: [guest], more: false }
    }
    return summarise(
      payload,
      query,
      [{ id: order.customerId, rank: 0, matchedBy: 'order-number', sortKey: '' }],
      size,
    )
  }
  if (query.kind === 'course-number') {
    const id = await courseCustomerId(payload, query.courseNumber)
    const found: Candidate[] = id === null ? [] : [{ id, rank: 0, matchedBy: 'course-number', sortKey: '' }]
    return summarise(payload, query, found, size)
  }

  const candidates = await findCandidates(payload, query, size + 1)
  return summarise(payload, query, candidates, size)
}

async function findCandidates(
  payload: Payload,
  query: Extract<CustomerQuery, { kind: 'email' | 'member-number' | 'phone' | 'name' }>,
  fetch: number,
): Promise<Candidate[]> {
  const exact = (matchedBy: MatchedBy) => (rows: KeyedCustomer[]) =>
    rows.map((row) => ({ id: row.id, rank: 0, matchedBy, sortKey: row.searchNameKana }))

  switch (query.kind) {
    case 'email':
      return exact('email')(await customersWhereEquals(payload, 'email', query.email, fetch))
    case 'member-number':
      return exact('member-number')(
        await customersWhereEquals(payload, 'customer_number', query.customerNumber, fetch),
      )
    case 'phone':
      return exact('phone')(
        query.whole
          ? await customersWhereEquals(payload, 'search_phone', query.digits, fetch)
          : await customersByPrefix(payload, 'search_phone', query.digits, fetch),
      )
    case 'name':
      return nameCandidates(payload, query.terms, fetch)
  }
}

async function nameCandidates(payload: Payload, terms: string[], fetch: number): Promise<Candidate[]> {
  const [first = '', given] = terms
  const whole = terms.join('')
  const rankOf = (row: KeyedCustomer, prefixRank: number) =>
    row.searchName === whole || row.searchNameKana === whole ? 0 : prefixRank
  const tag = (matchedBy: MatchedBy, prefixRank: number) => (rows: KeyedCustomer[]) =>
    rows.map((row) => ({ id: row.id, rank: rankOf(row, prefixRank), matchedBy, sortKey: row.searchNameKana }))

  // Each branch is one index range with its own LIMIT; their union is ranked below, so a short prefix (「さ」)
  // never reads more than a few pages of any index.
  const branches: Promise<Candidate[]>[] =
    given === undefined
      ? [
          customersByPrefix(payload, 'search_name', first, fetch).then(tag('name', 1)),
          customersByPrefix(payload, 'search_name_kana', first, fetch).then(tag('name-kana', 1)),
          customersByPrefix(payload, 'search_given_name', first, fetch).then(tag('given-name', 2)),
          customersByPrefix(payload, 'search_given_name_kana', first, fetch).then(tag('given-name', 2)),
        ]
      : [
          customersByNameAndGiven(payload, 'search_name', first, given, fetch).then(tag('name', 1)),
          customersByNameAndGiven(payload, 'search_name_kana', first, given, fetch).then(tag('name-kana', 1)),
        ]
  return (await Promise.all(branches)).flat()
}

/** Best match per customer, ranked (whole name, prefix, given name; then kana order), cut to the limit. */
function ranked(candidates: Candidate[]): Candidate[] {
  const best = new Map<number, Candidate>()
  for (const candidate of candidates) {
    const seen = best.get(candidate.id)
    if (!seen || candidate.rank < seen.rank) best.set(candidate.id, candidate)
  }
  return [...best.values()].sort(
    (a, b) => a.rank - b.rank || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0) || b.id - a.id,
  )
}

async function summarise(
  payload: Payload,
  query: CustomerQuery,
  candidates: Candidate[],
  size: number,
): Promise<CustomerSearchResult> {
  const all = ranked(candidates)
  const chosen = all.slice(0, size)
  const ids = chosen.map((c) => c.id)
  const [rows, lastOrders] = await Promise.all([customerRows(payload, ids), lastOrderDates(payload, ids)])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const hits: CustomerHit[] = chosen.flatMap((candidate) => {
    const row = byId.get(candidate.id)
    if (!row) return []
    return [
      {
        kind: 'customer',
        id: row.id,
        customerNumber: row.customerNumber,
        name: fullName(row.lastName, row.firstName),
        nameKana: fullName(row.lastNameKana, row.firstNameKana),
        email: row.email,
        prefecture: row.prefecture,
        lastOrderAt: lastOrders.get(row.id) ?? null,
        withdrawn: row.withdrawnAt !== null,
        matchedBy: candidate.matchedBy,
      },
    ]
  })
  return { query, hits, more: all.length > size }
}
