import { compatibleCartGetCall, compatibleCartPostCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'

import { compatibleCart } from '../compatible-cart'

export const dynamic = 'force-dynamic'

export const GET = handle(compatibleCartGetCall, ({ params, query, request }) =>
  compatibleCart(params.methodName, query, request),
)

export const POST = handle(compatibleCartPostCall, ({ params, body, request }) =>
  compatibleCart(params.methodName, body, request),
)
