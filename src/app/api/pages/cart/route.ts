import { getShopPayload } from '@/cms/get-payload'
import { cartPageCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'
import { getCartView } from '@/shop/cart/cart-service'

import { cartTokenFrom } from '../../cart/cart-cookie'

export const dynamic = 'force-dynamic'

export const GET = handle(cartPageCall, async ({ request }) =>
  getCartView(await getShopPayload(), cartTokenFrom(request)),
)
