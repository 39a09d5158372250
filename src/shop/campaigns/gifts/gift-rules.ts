/**
 * Who may choose a birthday or continuation gift, and how the choices are ranked (issue 15 item 5;
 * docs/adr/047-campaign-gifts.md). Pure, for unit tests; the gift service gives it the member's data.
 */
import { japanDate } from '@/shop/calendar/japan-date'

export type GiftKind = 'birthday' | 'continuation'

export type Eligibility = { ok: true } | { ok: false; reason: GiftRefusalReason; message: string }

export type GiftRefusalReason = 'no-birth-date' | 'not-birth-month' | 'other-year' | 'not-continuing'

export const GIFT_MESSAGES = {
  noBirthDate:
    'ご登録の生年月日がないため、お誕生日プレゼントをお選びいただけません。マイページの会員情報から生年月日をご登録ください。',
  notBirthMonth: (month: number) =>
    `お誕生日プレゼントは、お誕生月（${month}月）の1日から末日までにお選びいただけます。`,
  otherYear: (year: number) => `このプレゼントは${year}年のお誕生月の方が対象です。`,
  notContinuing: (years: number) =>
    `継続感謝プレゼントは、定期お届けを${years}年以上続けていただいている会員様が対象です。`,
  alreadySelected: (year: number) =>
    `${year}年のプレゼントはすでにお選びいただいています。プレゼントは1年に1回お選びいただけます。`,
  unknownGift: 'お選びいただいたプレゼントが見つかりません。一覧からお選びください。',
  notFound: 'このプレゼントキャンペーンは見つかりません。',
  ended: 'このプレゼントキャンペーンは終了しました。',
} as const

const refuse = (reason: GiftRefusalReason, message: string): Eligibility => ({ ok: false, reason, message })

/** Birthday gifts: in the member's birth month (in Japan) of the campaign's year. */
export function birthdayEligibility(birthDate: string | null, campaignYear: number, now: Date): Eligibility {
  const month = birthDate ? Number(birthDate.slice(5, 7)) : NaN
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return refuse('no-birth-date', GIFT_MESSAGES.noBirthDate)
  const [year, thisMonth] = japanDate(now).split('-').map(Number) as [number, number]
  if (year !== campaignYear) return refuse('other-year', GIFT_MESSAGES.otherYear(campaignYear))
  if (thisMonth !== month) return refuse('not-birth-month', GIFT_MESSAGES.notBirthMonth(month))
  return { ok: true }
}

/**
 * Full years of continuous regular delivery: from the first delivery of the oldest course still running (active or
 * paused) to today, in Japan. A cancelled or ended course no longer counts; none running is 0.
 */
export function continuousYears(
  courses: readonly { status: string; firstDeliveryDate: string }[],
  now: Date,
): number {
  const running = courses.filter((c) => c.status === 'active' || c.status === 'paused')
  if (!running.length) return 0
  const first = running.map((c) => c.firstDeliveryDate.slice(0, 10)).sort()[0]!
  const today = japanDate(now)
  const [fy, fm, fd] = first.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const years = ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0)
  return Math.max(0, years)
}

export function continuationEligibility(years: number, requiredYears: number): Eligibility {
  return years >= requiredYears
    ? { ok: true }
    : refuse('not-continuing', GIFT_MESSAGES.notContinuing(requiredYears))
}

/** Ranks shown as badges (spec §3: ranking badge 1–5). */
export const SHOWN_RANKS = 5

/**
 * Ranks by how many members chose each gift (most first; equal counts share a rank, the next rank skips: 1, 2, 2, 4).
 * A gift nobody chose, or ranked below SHOWN_RANKS, has no rank.
 */
export function rankGifts(counts: ReadonlyMap<string, number>): Map<string, number> {
  const chosen = [...counts].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])
  const ranks = new Map<string, number>()
  chosen.forEach(([code, n], i) => {
    const rank = i > 0 && chosen[i - 1]![1] === n ? ranks.get(chosen[i - 1]![0])! : i + 1
    if (rank <= SHOWN_RANKS) ranks.set(code, rank)
  })
  return ranks
}

/** The crown of a rank (spec §2): gold, silver and bronze for 1–3, the plain crown behind the number from 4. */
export type CrownTone = 'gold' | 'silver' | 'bronze' | 'plain'
export const crownTone = (rank: number): CrownTone =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : 'plain'
