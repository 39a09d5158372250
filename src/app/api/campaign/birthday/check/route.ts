import { birthdayCheckCall } from '@/lib/api/calls/campaign-gifts'
import { handle } from '@/lib/api/server'
import { checkGiftSelection } from '@/shop/campaigns/gifts/gift-service'

import { giftError, giftMember } from '../../gift-http'

export const dynamic = 'force-dynamic'

export const POST = handle(birthdayCheckCall, async ({ body, request }) => {
  const { payload, member } = await giftMember(request)
  const checked = await checkGiftSelection(payload, 'birthday', body.year, member, body.giftCode)
  if (!checked.ok) throw giftError(checked)
  return {
    campaignTitle: checked.campaignTitle,
    gift: { giftCode: checked.gift.giftCode, name: checked.gift.name },
    shippingText: checked.shipping.text,
  }
})
