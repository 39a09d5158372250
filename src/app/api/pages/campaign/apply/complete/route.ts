import { loadApplyPage } from '@/app/_data/campaign-apply'
import { applyCompletePageCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'

import { applyError } from '../../../../campaign/apply/apply-http'

export const dynamic = 'force-dynamic'

export const GET = handle(applyCompletePageCall, async ({ query }) => {
  const loaded = await loadApplyPage(query.promotionId, query.productCode)
  if (!loaded.ok) throw applyError(loaded)
  return loaded.data
})
