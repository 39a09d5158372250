import { getShopPayload } from '@/cms/get-payload'
import { entryOtpPageCall } from '@/lib/api/calls/entry'
import { handle } from '@/lib/api/server'
import { OTP_STEP_FACTS, entryOtpStatus } from '@/shop/customer/entry-page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(entryOtpPageCall, async ({ query }) => ({
  ...OTP_STEP_FACTS,
  status: await entryOtpStatus(await getShopPayload(), query.authenticateTransactionId, query.entryType),
}))
