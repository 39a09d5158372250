import { campaignTdsErrorCall } from '@/lib/api/calls/campaign-shopping'
import { handle } from '@/lib/api/server'
import { campaignPaymentErrorPage } from '@/shop/checkout/payment-return-paths'

export const dynamic = 'force-dynamic'

export const GET = handle(campaignTdsErrorCall, ({ query }) => campaignPaymentErrorPage(query.code))
