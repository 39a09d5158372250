/**
 * The supporters' award vote (issue 16 item 4; docs/adr/050-award-vote.md) through its route handlers, on SQLite
 * and PostgreSQL: no vote without a period (the default), a member votes once per award and period (a second and a
 * racing vote get 409 with a Japanese reason), outside the period 409 says when voting opens, guests get 401, and
 * the results count the votes once the period has closed.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as vote } from '@/app/api/award/vote/route'
import { GET as periodRoute } from '@/app/api/award/vote/period/route'
import { PERIOD_MESSAGES } from '@/shop/award/award-rules'
import { loadPeriod, loadResults } from '@/shop/award/award-vote-service'

import { solvedBotCheck } from './bot-check-helper'
import { apiRequest, noParams, testPayload } from './helpers'
import { createMember, nextIp, sessionToken, withSession } from './member-helper'

let payload: Payload
const YEAR = 2031
const entries: Record<string, number> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const [key, award] of [
    ['g1', 'grandprix'],
    ['g2', 'grandprix'],
    ['t1', 'tsuzukeru'],
  ] as const) {
    const created = await payload.create({
      collection: 'award-entries',
      data: { year: YEAR, award, title: `候補 ${key}`, supporterName: 'テスト', excerpt: '抜粋' },
      overrideAccess: true,
    })
    entries[key] = created.id
  }
  const other = await payload.create({
    collection: 'award-entries',
    data: {
      year: YEAR - 1,
      award: 'grandprix',
      title: '昨年の候補',
      supporterName: 'テスト',
      excerpt: '抜粋',
    },
    overrideAccess: true,
  })
  entries.lastYear = other.id
})

const hour = 3600_000
// One open period for the tests that vote in it (its start identifies it: another start is another period).
const OPENED = Date.now()
async function setPeriod(startOffset: number | null, endOffset: number | null, now = Date.now()) {
  await payload.updateGlobal({
    slug: 'award-settings',
    overrideAccess: true,
    data: {
      year: startOffset === null ? null : YEAR,
      votingStartsAt: startOffset === null ? null : new Date(now + startOffset).toISOString(),
      votingEndsAt: endOffset === null ? null : new Date(now + endOffset).toISOString(),
    },
  })
}

async function castAs(token: string | null, entryId: number) {
  const res = await vote(
    apiRequest('award/vote', {
      method: 'POST',
      json: { entryId, botCheck: await solvedBotCheck() },
      headers: { ...(token ? withSession(token) : {}), 'x-forwarded-for': nextIp() },
    }),
    noParams,
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function member(email: string) {
  const m = await createMember(payload, email)
  return sessionToken(payload, m.id)
}

const period = async () =>
  (await (await periodRoute(apiRequest('award/vote/period'), noParams)).json()) as Record<string, unknown>

describe('award vote', () => {
  it('has no vote by default: the period is empty and a vote is refused with why', async () => {
    await setPeriod(null, null)
    expect(await period()).toMatchObject({
      status: 'none',
      year: null,
      votingStartsAt: null,
      votingEndsAt: null,
    })
    const token = await member('aw-none@example.jp')
    const refused = await castAs(token, entries.g1!)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({
      code: 'not_open',
      message: '現在、アワードの投票は受け付けていません。投票期間はお知らせでご案内します。',
    })
  })

  it('refuses a period whose end is not after its start, or that has no year', async () => {
    const at = (offset: number) => new Date(Date.now() + offset).toISOString()
    await expect(
      payload.updateGlobal({
        slug: 'award-settings',
        overrideAccess: true,
        data: { year: YEAR, votingStartsAt: at(2 * hour), votingEndsAt: at(hour) },
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: PERIOD_MESSAGES.order })] },
    })
    await expect(
      payload.updateGlobal({
        slug: 'award-settings',
        overrideAccess: true,
        data: { year: null, votingStartsAt: at(hour), votingEndsAt: at(2 * hour) },
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: PERIOD_MESSAGES.year })] },
    })
  })

  it('before the period, says when voting opens (GET and a refused vote)', async () => {
    await setPeriod(24 * hour, 48 * hour)
    const answer = await period()
    expect(answer).toMatchObject({ status: 'before', year: YEAR })
    expect(answer.message).toMatch(/^投票は\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}から.+まで受け付けます。/)
    const refused = await castAs(await member('aw-before@example.jp'), entries.g1!)
    expect(refused.status).toBe(409)
    expect((refused.body.error as { message: string }).message).toBe(answer.message)
  })

  it('in the period: one vote per award; a second is 409, another award is fine; guests 401; bad input 400/404', async () => {
    await setPeriod(-hour, 3 * hour, OPENED)
    expect((await period()).status).toBe('open')
    const token = await member('aw-open@example.jp')
    const first = await castAs(token, entries.g1!)
    expect(first).toMatchObject({ status: 200, body: { award: 'grandprix', entryTitle: '候補 g1' } })
    const second = await castAs(token, entries.g2!)
    expect(second.status).toBe(409)
    expect((second.body.error as { message: string }).message).toBe(
      'グランプリにはすでに投票いただいています。投票は賞ごとにおひとり1回までです。',
    )
    expect((await castAs(token, entries.t1!)).status).toBe(200)

    expect((await castAs(null, entries.g1!)).status).toBe(401)
    expect((await castAs(token, entries.lastYear!)).status).toBe(404)
    const empty = await vote(
      apiRequest('award/vote', {
        method: 'POST',
        json: {},
        headers: { ...withSession(token), 'x-forwarded-for': nextIp() },
      }),
      noParams,
    )
    expect(empty.status).toBe(400)
  })

  it('racing votes of one member for one award: exactly one counts', async () => {
    await setPeriod(-hour, 3 * hour, OPENED)
    const token = await member('aw-race@example.jp')
    const results = await Promise.all([
      castAs(token, entries.g1!),
      castAs(token, entries.g2!),
      castAs(token, entries.g1!),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
  })

  it('shows the results once the period has closed, counting every vote of that period', async () => {
    await setPeriod(-hour, 3 * hour, OPENED)
    for (const email of ['aw-r1@example.jp', 'aw-r2@example.jp'])
      await castAs(await member(email), entries.g2!)
    const open = await loadPeriod(payload, new Date())
    expect(await loadResults(payload, open)).toBeNull()
    const closed = await loadPeriod(payload, new Date(OPENED + 4 * hour))
    expect(closed.status).toBe('closed')
    const results = await loadResults(payload, closed)
    const grandprix = results!.find((r) => r.award === 'grandprix')!
    // g1: aw-open and aw-race; g2: aw-r1 and aw-r2 (aw-race's racing g2 was refused or won instead of g1).
    const total = grandprix.entries.reduce((sum, e) => sum + e.votes, 0)
    expect(total).toBe(4)
    expect(grandprix.entries[0]!.rank).toBe(1)
    await setPeriod(null, null)
  })
})
