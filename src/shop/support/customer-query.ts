/**
 * What a support search box query is (issue 29 §3): an e-mail address, an order or course number, a member number,
 * a phone number or a name. Pure; the search service (customer-search.ts) and its tests read it. Names are folded
 * by the shop's one folding (src/shop/catalogue/search-text.ts), so 「ﾔﾏﾀﾞ」「ヤマダ」「やまだ」 are one query.
 */
import { foldForSearch, searchTerms } from '@/shop/catalogue/search-text'

/** Longer input is cut: no name, number or address of the shop is near it, and the folding stays cheap. */
export const SUPPORT_QUERY_MAX_LENGTH = 100

export type CustomerQuery =
  | { kind: 'empty' }
  | { kind: 'email'; email: string }
  /** W261123-048213 (src/shop/orders/order-number.ts). */
  | { kind: 'order-number'; orderNumber: string }
  /** R261123-048213-1 (src/shop/courses/regular-order-number.ts). */
  | { kind: 'course-number'; courseNumber: string }
  /** The digits as typed: numbers moved from the previous system start from 1, so no padding is assumed. */
  | { kind: 'member-number'; customerNumber: string }
  /** Digits only; `whole` when it is a full Japanese number (10 or 11 digits), else a prefix of one. */
  | { kind: 'phone'; digits: string; whole: boolean }
  /** Folded terms: one term matches a family name, a given name or the full name; two are family then given. */
  | { kind: 'name'; terms: string[] }

// Dashes a Japanese keyboard gives between digits: ASCII, Unicode dashes and minus, and the long-vowel mark
// (ー, half-width ｰ folds to it) that an IME in kana mode types for the hyphen key.
const DASHES = /[-‐‑‒–—―−ー]/g
const NUMBER_NOISE = /[\s()（）.]/g

/** Member numbers are 8 digits today (src/shop/customer/customer-number.ts); older ones are shorter. */
const MEMBER_NUMBER = /^[1-9]\d{0,7}$/
const ORDER_NUMBER = /^W?(\d{6})-?(\d{6})$/
const COURSE_NUMBER = /^R?(\d{6})-?(\d{6})-(\d{1,2})$/
const COURSE_NUMBER_COMPACT = /^R(\d{6})(\d{6})(\d{1,2})$/

/** A phone number's digits: width folded, separators dropped, +81 written as the domestic 0. */
export function phoneDigits(text: string): string {
  const compact = text.normalize('NFKC').replace(NUMBER_NOISE, '').replace(DASHES, '')
  const international = /^\+?81(\d{9,10})$/.exec(compact)
  if (international && compact.startsWith('+')) return `0${international[1]}`
  return compact.replace(/\D/g, '')
}

/** A name part as the search columns keep it: folded, without spaces (「山田 花子」 and 「山田花子」 alike). */
export function nameKey(text: string): string {
  return foldForSearch(text).replace(/ /g, '')
}

export function classifyCustomerQuery(input: string): CustomerQuery {
  const text = input.slice(0, SUPPORT_QUERY_MAX_LENGTH).normalize('NFKC').trim()
  if (!text) return { kind: 'empty' }
  if (text.includes('@')) return { kind: 'email', email: text.replace(/\s/g, '').toLowerCase() }

  const compact = text.replace(NUMBER_NOISE, '').replace(DASHES, '-').toUpperCase()
  // Without the letter a number needs its hyphen, or 12 digits could be a mistyped phone number.
  const order = ORDER_NUMBER.exec(compact)
  if (order && (compact.startsWith('W') || compact.includes('-'))) {
    return { kind: 'order-number', orderNumber: `W${order[1]}-${order[2]}` }
  }
  const course = COURSE_NUMBER.exec(compact) ?? COURSE_NUMBER_COMPACT.exec(compact)
  if (course && (compact.startsWith('R') || compact.includes('-'))) {
    return { kind: 'course-number', courseNumber: `R${course[1]}-${course[2]}-${course[3]}` }
  }

  if (/^\+?[\d-]*\d[\d-]*$/.test(compact)) {
    const digits = phoneDigits(compact)
    if (!compact.startsWith('+') && MEMBER_NUMBER.test(digits)) {
      return { kind: 'member-number', customerNumber: digits }
    }
    return { kind: 'phone', digits, whole: /^0\d{9,10}$/.test(digits) }
  }

  const terms = searchTerms(text)
  if (terms.length === 0) return { kind: 'empty' }
  // Three or more parts (「山田 花 子」) are read as one name typed with stray spaces.
  return { kind: 'name', terms: terms.length > 2 ? [terms.join('')] : terms }
}
