/**
 * The supporters' award vote (issue 16 item 4; docs/adr/050-award-vote.md). Pure rules: which awards members vote
 * on, whether a period is open, the keys that allow one vote per member, award and period, and the results.
 *
 * A period is the admin's start and end (award settings; spec §9: empty by default = no vote) for one award year.
 */
import { formatJapanDateTime } from '@/shop/calendar/japan-date'

/** The awards members vote on (the staff award is chosen by staff: besupporters/award). */
export const VOTE_AWARDS = ['grandprix', 'tsuzukeru', 'issho'] as const
export type VoteAward = (typeof VOTE_AWARDS)[number]
export const AWARD_LABELS: Record<VoteAward, string> = {
  grandprix: 'グランプリ',
  tsuzukeru: 'つづける賞',
  issho: 'いっしょに賞',
}

export interface VotePeriod {
  year: number | null
  startsAt: Date | null
  endsAt: Date | null
}

/** none: no period set; before: set, not started; open: from start to end (both included); closed: after the end. */
export type VoteStatus = 'none' | 'before' | 'open' | 'closed'

export function voteStatus(period: VotePeriod, now: Date): VoteStatus {
  if (period.year === null || !period.startsAt || !period.endsAt) return 'none'
  if (now < period.startsAt) return 'before'
  if (now <= period.endsAt) return 'open'
  return 'closed'
}

/** What identifies one period: a reopened period (a new start) is a new vote. */
export const periodKeyOf = (period: { year: number; startsAt: Date }) =>
  `${period.year}:${period.startsAt.toISOString()}`

/** One vote per member, award and period (a unique key). */
export const ballotKeyOf = (periodKey: string, award: VoteAward, customerId: number) =>
  `${periodKey}:${award}:${customerId}`

export const PERIOD_MESSAGES = {
  incomplete: '投票の開始日時と終了日時は両方入力するか、両方空にしてください。',
  order: '投票の終了日時は開始日時より後にしてください。',
  year: '投票の開始日時と終了日時を入れるときは、対象の年も入力してください。',
} as const

/** Whether the admin's settings make a period: both dates or neither, the end after the start, and a year. */
export function checkPeriod(input: {
  year?: number | null
  startsAt?: string | null
  endsAt?: string | null
}): true | string {
  const { startsAt, endsAt } = input
  if (!startsAt && !endsAt) return true
  if (!startsAt || !endsAt) return PERIOD_MESSAGES.incomplete
  if (!input.year) return PERIOD_MESSAGES.year
  return new Date(endsAt) > new Date(startsAt) ? true : PERIOD_MESSAGES.order
}

const when = (at: Date) => formatJapanDateTime(at)

export const AWARD_MESSAGES = {
  none: '現在、アワードの投票は受け付けていません。投票期間はお知らせでご案内します。',
  before: (startsAt: Date, endsAt: Date) =>
    `投票は${when(startsAt)}から${when(endsAt)}まで受け付けます。開始までお待ちください。`,
  open: (endsAt: Date) => `投票受付中です（${when(endsAt)}まで）。賞ごとにおひとり1回、1作品に投票できます。`,
  closed: (endsAt: Date) => `投票は${when(endsAt)}で締め切りました。たくさんのご投票ありがとうございました。`,
  alreadyVoted: (award: VoteAward) =>
    `${AWARD_LABELS[award]}にはすでに投票いただいています。投票は賞ごとにおひとり1回までです。`,
  unknownEntry: '投票する作品が見つかりません。ページを読み込み直して、もう一度お選びください。',
  chooseEntry: '投票する作品を選択してください。',
  thanks: (award: VoteAward, title: string) =>
    `${AWARD_LABELS[award]}に「${title}」で投票しました。ご投票ありがとうございました。`,
} as const

/** The message a status shows (and the refusal of a vote outside the period). */
export function statusMessage(status: VoteStatus, period: VotePeriod): string {
  if (status === 'none' || !period.startsAt || !period.endsAt) return AWARD_MESSAGES.none
  if (status === 'before') return AWARD_MESSAGES.before(period.startsAt, period.endsAt)
  if (status === 'open') return AWARD_MESSAGES.open(period.endsAt)
  return AWARD_MESSAGES.closed(period.endsAt)
}

export interface CountedEntry {
  id: number
  title: string
  votes: number
}

/** Entries by votes, most first; equal votes share a rank (1, 2, 2, 4) and keep their order. */
export function rankEntries<T extends CountedEntry>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort((a, b) => b.votes - a.votes)
  return sorted.map((entry, i) => ({
    ...entry,
    rank:
      i > 0 && sorted[i - 1]!.votes === entry.votes
        ? sorted.findIndex((e) => e.votes === entry.votes) + 1
        : i + 1,
  }))
}
