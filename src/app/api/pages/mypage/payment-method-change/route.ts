import { getShopPayload } from '@/cms/get-payload'
import { paymentChangePageCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'

import { requireMember } from '../../../auth/signed-in-member'
import { paymentChangePage } from './page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(paymentChangePageCall, async ({ query, request }) => {
  const { customer } = await requireMember(request)
  return paymentChangePage(await getShopPayload(), customer.id, query.regularOrderNumber)
})
