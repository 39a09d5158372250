import { getShopPayload } from '@/cms/get-payload'
import { awardVotePeriodCall } from '@/lib/api/calls/award'
import { handle } from '@/lib/api/server'
import { loadPeriod } from '@/shop/award/award-vote-service'

export const dynamic = 'force-dynamic'

export const GET = handle(awardVotePeriodCall, async () => {
  const period = await loadPeriod(await getShopPayload(), new Date())
  return {
    status: period.status,
    year: period.year,
    votingStartsAt: period.startsAt?.toISOString() ?? null,
    votingEndsAt: period.endsAt?.toISOString() ?? null,
    message: period.message,
  }
})
