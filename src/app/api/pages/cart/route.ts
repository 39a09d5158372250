import { getShopPayload } from '@/cms/get-payload'
import { cartPageCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { getCartView } from '@/shop/cart/cart-service'

import { sessionTokenFrom } from '../../auth/session-cookie'
import { cartTokenFrom } from '../../cart/cart-cookie'

export const dynamic = 'force-dynamic'

export const GET = handle(cartPageCall, async ({ request }) => {
  const payload = await getShopPayload()
  return getCartView(
    payload,
    cartTokenFrom(request),
    await sessionShopper(payload, sessionTokenFrom(request)),
  )
})
