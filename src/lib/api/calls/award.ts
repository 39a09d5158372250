/**
 * The supporters' award vote (spec §7: POST award/vote, GET award/vote/period; issue 16 item 4;
 * docs/adr/050-award-vote.md). The period is the admin's (empty by default: no vote); members vote once per award
 * and period, with the bot check's answer. A missing body gets the §8 wording from the client.
 */
import { z } from 'zod'

import { botCheckSolutionSchema } from '@/shop/bot-check/bot-check-schema'
import { AWARD_MESSAGES, VOTE_AWARDS } from '@/shop/award/award-rules'

import { defineCall } from '../define-call'

const moment = z.string().nullable()

export const awardVotePeriodCall = defineCall({
  method: 'GET',
  path: 'award/vote/period',
  operationId: 'getAwardVotePeriod',
  summary: 'アワード投票の期間と状態（none: 期間の設定なし、before: 開始前、open: 受付中、closed: 終了）',
  tags: ['award'],
  response: z.object({
    status: z.enum(['none', 'before', 'open', 'closed']),
    year: z.number().int().nullable(),
    votingStartsAt: moment,
    votingEndsAt: moment,
    message: z.string(),
  }),
})

export const awardVoteCall = defineCall({
  method: 'POST',
  path: 'award/vote',
  operationId: 'postAwardVote',
  summary:
    'アワードに投票する（会員のみ。賞ごと・期間ごとにおひとり1回。自動送信防止の解答 botCheck が必要）。2回目・期間外は 409',
  tags: ['award'],
  errors: [401, 404, 409],
  body: z.object({
    entryId: z.coerce
      .number({ error: AWARD_MESSAGES.chooseEntry })
      .int(AWARD_MESSAGES.chooseEntry)
      .positive(AWARD_MESSAGES.chooseEntry),
    botCheck: botCheckSolutionSchema,
  }),
  response: z.object({
    award: z.enum(VOTE_AWARDS),
    entryTitle: z.string(),
    message: z.string(),
  }),
})
