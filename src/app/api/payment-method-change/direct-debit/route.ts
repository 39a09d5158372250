import { getShopPayload } from '@/cms/get-payload'
import { directDebitRegisterCall } from '@/lib/api/calls/course-changes'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { registerDirectDebit } from '@/shop/payments/direct-debit'
import { rateLimiter } from '@/shop/rate-limit/rate-limit'

import { requireMember } from '../../auth/signed-in-member'

export const dynamic = 'force-dynamic'

/** Account checks are bank lookups: a member may try a few an hour (guessing accounts is not a service). */
const perMember = rateLimiter({ keyPrefix: 'direct-debit-register', points: 5, durationSeconds: 60 * 60 })

export const POST = handle(directDebitRegisterCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const wait = await perMember.consume(String(customer.id))
  if (wait !== null) throw ApiError.tooManyRequests(undefined, wait)
  const result = await registerDirectDebit(await getShopPayload(), { customerId: customer.id, account: body })
  if (!result.ok)
    throw new ApiError(
      result.code === 'provider_unavailable' ? 503 : 402,
      'direct_debit_rejected',
      result.message,
    )
  return result.registration
})
