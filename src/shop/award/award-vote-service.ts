/**
 * The award vote's one writer (award-votes) and its reads (docs/adr/050-award-vote.md): the period from the admin's
 * settings, the candidates of its year, a member's votes, one vote per member, award and period (the unique ballot
 * key decides a race), and the results once the period has closed.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import {
  AWARD_LABELS,
  AWARD_MESSAGES,
  ballotKeyOf,
  periodKeyOf,
  rankEntries,
  statusMessage,
  VOTE_AWARDS,
  voteStatus,
  type VoteAward,
  type VotePeriod,
  type VoteStatus,
} from './award-rules'

export interface PeriodView {
  status: VoteStatus
  year: number | null
  startsAt: Date | null
  endsAt: Date | null
  message: string
  /** Set while a period is configured (before, open or closed). */
  periodKey: string | null
}

export async function loadPeriod(payload: Payload, now: Date): Promise<PeriodView> {
  const settings = await payload.findGlobal({ slug: 'award-settings', depth: 0, overrideAccess: true })
  const period: VotePeriod = {
    year: settings?.year ?? null,
    startsAt: settings?.votingStartsAt ? new Date(settings.votingStartsAt) : null,
    endsAt: settings?.votingEndsAt ? new Date(settings.votingEndsAt) : null,
  }
  const status = voteStatus(period, now)
  return {
    status,
    ...period,
    message: statusMessage(status, period),
    periodKey:
      status !== 'none' && period.year !== null && period.startsAt
        ? periodKeyOf({ year: period.year, startsAt: period.startsAt })
        : null,
  }
}

export interface AwardEntryView {
  id: number
  award: VoteAward
  title: string
  supporterName: string
  excerpt: string
}

/** The candidates of a year, by award in the awards' order, each list in the editors' order. */
export async function loadEntries(
  payload: Payload,
  year: number,
): Promise<Record<VoteAward, AwardEntryView[]>> {
  const { docs } = await payload.find({
    collection: 'award-entries',
    where: { year: { equals: year } },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byAward = Object.fromEntries(VOTE_AWARDS.map((award) => [award, [] as AwardEntryView[]])) as Record<
    VoteAward,
    AwardEntryView[]
  >
  for (const doc of docs)
    byAward[doc.award].push({
      id: doc.id,
      award: doc.award,
      title: doc.title,
      supporterName: doc.supporterName,
      excerpt: doc.excerpt,
    })
  return byAward
}

/** The entry a member voted for per award in a period. */
export async function votesOf(
  payload: Payload,
  customerId: number,
  periodKey: string,
): Promise<Partial<Record<VoteAward, number>>> {
  const { docs } = await payload.find({
    collection: 'award-votes',
    where: { and: [{ customer: { equals: customerId } }, { periodKey: { equals: periodKey } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { award: true, entry: true },
  })
  return Object.fromEntries(
    docs.map((vote) => [vote.award, typeof vote.entry === 'object' ? vote.entry.id : vote.entry]),
  )
}

export type VoteRefusal = {
  ok: false
  reason: 'not-open' | 'unknown-entry' | 'already-voted'
  message: string
}
export type VoteResult = { ok: true; award: VoteAward; entryTitle: string; message: string } | VoteRefusal

const refusal = (reason: VoteRefusal['reason'], message: string): VoteRefusal => ({
  ok: false,
  reason,
  message,
})

/** A member's vote for `entryId` in the open period: once per award and period (a racing second vote is refused). */
export async function castVote(
  payload: Payload,
  vote: { customerId: number; entryId: number },
  now: Date = new Date(),
): Promise<VoteResult> {
  const period = await loadPeriod(payload, now)
  if (period.status !== 'open' || period.periodKey === null || period.year === null)
    return refusal('not-open', period.message)
  const entry = await payload.findByID({
    collection: 'award-entries',
    id: vote.entryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!entry || entry.year !== period.year) return refusal('unknown-entry', AWARD_MESSAGES.unknownEntry)
  const award = entry.award
  const data = {
    ballotKey: ballotKeyOf(period.periodKey, award, vote.customerId),
    periodKey: period.periodKey,
    year: period.year,
    award,
    entry: entry.id,
    customer: vote.customerId,
  }
  try {
    await payload.create({ collection: 'award-votes', overrideAccess: true, depth: 0, data })
  } catch (error) {
    // The member's vote for this award exists (an earlier one, or a racing one that won the unique key).
    if ((await votesOf(payload, vote.customerId, period.periodKey))[award] !== undefined)
      return refusal('already-voted', AWARD_MESSAGES.alreadyVoted(award))
    throw error
  }
  logger.info('award vote', { year: period.year, award, entryId: entry.id })
  return { ok: true, award, entryTitle: entry.title, message: AWARD_MESSAGES.thanks(award, entry.title) }
}

export interface AwardResult {
  award: VoteAward
  label: string
  entries: (AwardEntryView & { votes: number; rank: number })[]
}

/** The votes per candidate of a closed period, ranked per award; null while it is not closed. */
export async function loadResults(payload: Payload, period: PeriodView): Promise<AwardResult[] | null> {
  if (period.status !== 'closed' || period.periodKey === null || period.year === null) return null
  const [entries, votes] = await Promise.all([
    loadEntries(payload, period.year),
    payload.find({
      collection: 'award-votes',
      where: { periodKey: { equals: period.periodKey } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { entry: true },
    }),
  ])
  const counts = new Map<number, number>()
  for (const vote of votes.docs) {
    const id = typeof vote.entry === 'object' ? vote.entry.id : vote.entry
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return VOTE_AWARDS.map((award) => ({
    award,
    label: AWARD_LABELS[award],
    entries: rankEntries(entries[award].map((e) => ({ ...e, votes: counts.get(e.id) ?? 0 }))),
  }))
}
