import { cartAddCall, cartUpdateCall } from '@/lib/api/calls/cart'
import { handle } from '@/lib/api/server'

import { addCartLine, updateCartLine } from './cart-changes'

export const dynamic = 'force-dynamic'

export const POST = handle(cartAddCall, addCartLine)

export const PUT = handle(cartUpdateCall, updateCartLine)
