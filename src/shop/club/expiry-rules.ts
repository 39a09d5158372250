/**
 * When points expire (docs/adr/049-club-stages-and-point-expiry.md): a member's points stay valid until the same
 * day POINT_VALIDITY_MONTHS months after the day they last earned points (points of a shipped order, or points the
 * shop granted), Japan time. Each new earning renews the validity of the whole balance; on the day after the last
 * valid day, whatever is left expires at once. Using or getting back points does not renew it.
 */
import { addDays, addMonthsClamped, japanDate } from '@/shop/calendar/japan-date'

export const POINT_VALIDITY_MONTHS = 12

/** The validity as content states it (fact `pointValidity`). */
export const POINT_VALIDITY_TEXT = `最後にポイントを獲得した日から${POINT_VALIDITY_MONTHS}か月後の同じ日まで`

/** The sentence that states the rule wherever the shop explains it (one source). */
export const POINT_EXPIRY_RULE_TEXT = `ポイントの有効期限は、${POINT_VALIDITY_TEXT}です。期限までに新しくポイントを獲得すると、保有しているすべてのポイントの有効期限が延長されます。`

/** The last day (Japan date) on which points last earned at `lastEarnedAt` can be used. */
export const lastValidDay = (lastEarnedAt: Date): string =>
  addMonthsClamped(japanDate(lastEarnedAt), POINT_VALIDITY_MONTHS)

/** The day they expire on: the day after the last valid day. */
export const expiryDay = (lastEarnedAt: Date): string => addDays(lastValidDay(lastEarnedAt), 1)

/** Whether the balance of a member who last earned at `lastEarnedAt` has expired on `now`. */
export function hasExpired(lastEarnedAt: Date, now: Date): boolean {
  return japanDate(now) > lastValidDay(lastEarnedAt)
}

export interface NextExpiry {
  /** The last day the points can be used (YYYY-MM-DD). */
  lastValidDay: string
  points: number
}

/** What expires next and when; null when nothing is held (or no earning date is known). */
export function nextExpiry(account: { balance: number; lastEarnedAt: Date | null }): NextExpiry | null {
  if (account.balance <= 0 || !account.lastEarnedAt) return null
  return { lastValidDay: lastValidDay(account.lastEarnedAt), points: account.balance }
}
