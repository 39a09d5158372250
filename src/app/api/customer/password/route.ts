import { getShopPayload } from '@/cms/get-payload'
import { customerPasswordCall } from '@/lib/api/calls/customer'
import { handle } from '@/lib/api/server'
import { customerChangeDeps } from '@/shop/customer/customer-change-deps'
import { changePassword } from '@/shop/customer/password-change-service'

import { requireMember } from '../../auth/signed-in-member'
import { customerChangeError } from '../customer-errors'

export const dynamic = 'force-dynamic'

export const PUT = handle(customerPasswordCall, async ({ body, request }) => {
  const { customer, session } = await requireMember(request)
  const result = await changePassword(
    customerChangeDeps(await getShopPayload()),
    { customerId: customer.id, sessionId: session.id },
    body,
  )
  if (!result.ok) throw customerChangeError(result)
  return { changed: true as const }
})
