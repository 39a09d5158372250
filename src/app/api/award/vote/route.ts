import { getShopPayload } from '@/cms/get-payload'
import { awardVoteCall } from '@/lib/api/calls/award'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { castVote, type VoteRefusal } from '@/shop/award/award-vote-service'
import { defaultBotCheck, verifyBotCheck } from '@/shop/bot-check/bot-check-service'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

const STATUS: Record<VoteRefusal['reason'], number> = {
  'not-open': 409,
  'already-voted': 409,
  'unknown-entry': 404,
}

export const POST = handle(awardVoteCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  await verifyBotCheck(defaultBotCheck(), body.botCheck)
  const result = await castVote(await getShopPayload(), { customerId: customer.id, entryId: body.entryId })
  if (!result.ok) throw new ApiError(STATUS[result.reason], result.reason.replace('-', '_'), result.message)
  return { award: result.award, entryTitle: result.entryTitle, message: result.message }
})
