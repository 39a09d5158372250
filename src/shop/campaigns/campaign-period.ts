/**
 * A campaign's period (docs/adr/045-campaigns.md): before its start only staff see it (a preview), from its start the
 * public does, and from its end every URL of it leads to the end page. The start is inclusive, the end exclusive.
 */
export type CampaignPeriod = { startsAt: Date; endsAt: Date }

export type CampaignPhase = 'upcoming' | 'running' | 'ended'

export function campaignPhase(period: CampaignPeriod, now: Date): CampaignPhase {
  if (now.getTime() < period.startsAt.getTime()) return 'upcoming'
  if (now.getTime() < period.endsAt.getTime()) return 'running'
  return 'ended'
}

/** The instants still ahead at which the campaign changes phase (its cached pages must be expired then). */
export function boundariesAfter(period: CampaignPeriod, now: Date): Date[] {
  return [period.startsAt, period.endsAt].filter((d) => d.getTime() > now.getTime())
}

/** The admin's rule for a period: it must end after it starts. */
export function periodError(startsAt: unknown, endsAt: unknown): string | null {
  const start = typeof startsAt === 'string' || startsAt instanceof Date ? new Date(startsAt) : null
  const end = typeof endsAt === 'string' || endsAt instanceof Date ? new Date(endsAt) : null
  if (!start || Number.isNaN(start.getTime()) || !end || Number.isNaN(end.getTime())) return null
  return end.getTime() > start.getTime() ? null : '終了日時は開始日時より後にしてください'
}

/** A preview date must lie in the period (the marketer sees the page as it will be on that day). */
export const isInPeriod = (period: CampaignPeriod, at: Date): boolean =>
  campaignPhase(period, at) === 'running'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/**
 * The period as the landing page states it: 「2026年12月1日 10:00 〜 2026年12月25日 23:59」. The end is exclusive, so
 * the last minute shown is the one before it (a campaign ending at 0:00 on the 26th runs "until 23:59 on the 25th").
 */
export function periodText(period: CampaignPeriod, format: (at: Date) => string): string {
  return `${format(period.startsAt)} 〜 ${format(lastMinuteOf(period))}`
}

/** The last minute the campaign runs (its end is exclusive). */
export const lastMinuteOf = (period: CampaignPeriod): Date => new Date(period.endsAt.getTime() - MINUTE_MS)

/** 「終了まであと3日」 in the last week, 「まもなく終了」 in the last day, nothing before or after. */
export function closingNote(period: CampaignPeriod, at: Date): string | null {
  if (campaignPhase(period, at) !== 'running') return null
  const left = period.endsAt.getTime() - at.getTime()
  if (left > 7 * DAY_MS) return null
  if (left <= DAY_MS) return 'まもなく終了'
  return `終了まであと${Math.ceil(left / DAY_MS)}日`
}
