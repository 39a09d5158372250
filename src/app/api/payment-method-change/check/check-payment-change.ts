import { getShopPayload } from '@/cms/get-payload'
import type { paymentChangeCheckCall } from '@/lib/api/calls/course-changes'
import type { Impl } from '@/lib/api/server'
import { checkPaymentChange as checkChange } from '@/shop/courses/course-payment-change'

import { requireMember } from '../../auth/signed-in-member'
import { choiceOf } from '../choice'
import { paymentChangeError } from '../course-change-http'

/** POST payment-method-change/check; also the my-page form without its scripts (docs/adr/059). */
export const checkPaymentChange: Impl<typeof paymentChangeCheckCall> = async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const result = await checkChange(await getShopPayload(), {
    customerId: customer.id,
    regularOrderNumber: body.regularOrderNumber,
    // The card is tokenised on the confirm step; here only the method is checked.
    choice: choiceOf(body, false),
  })
  if (!result.ok) throw paymentChangeError(result)
  return { method: result.method, methodLabel: result.methodLabel }
}
