import { birthdaySelectionPageCall } from '@/lib/api/calls/campaign-gifts'
import { handle } from '@/lib/api/server'
import { loadSelectionView } from '@/shop/campaigns/gifts/gift-service'

import { giftError, giftMember } from '../../../../campaign/gift-http'

export const dynamic = 'force-dynamic'

export const GET = handle(birthdaySelectionPageCall, async ({ query, request }) => {
  const { payload, member } = await giftMember(request)
  const loaded = await loadSelectionView(payload, 'birthday', query.year, member)
  if (!loaded.ok) throw giftError(loaded)
  return loaded.view
})
