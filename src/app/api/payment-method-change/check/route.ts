import { getShopPayload } from '@/cms/get-payload'
import { paymentChangeCheckCall } from '@/lib/api/calls/course-changes'
import { handle } from '@/lib/api/server'
import { checkPaymentChange } from '@/shop/courses/course-payment-change'

import { requireMember } from '../../auth/signed-in-member'
import { choiceOf } from '../choice'
import { paymentChangeError } from '../course-change-http'

export const dynamic = 'force-dynamic'

export const POST = handle(paymentChangeCheckCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await checkPaymentChange(await getShopPayload(), {
    customerId: customer.id,
    regularOrderNumber: body.regularOrderNumber,
    // The card is tokenised on the confirm step; here only the method is checked.
    choice: choiceOf(body, false),
  })
  if (!result.ok) throw paymentChangeError(result)
  return { method: result.method, methodLabel: result.methodLabel }
})
