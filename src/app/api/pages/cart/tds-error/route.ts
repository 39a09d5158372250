import { tdsErrorCall } from '@/lib/api/calls/order'
import { handle } from '@/lib/api/server'
import { paymentErrorPage } from '@/shop/checkout/payment-return-paths'

export const dynamic = 'force-dynamic'

export const GET = handle(tdsErrorCall, ({ query }) => paymentErrorPage(query.code))
