import { getShopPayload } from '@/cms/get-payload'
import { applyCustomerCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'
import { applicantPrefillOf } from '@/shop/campaigns/apply/apply-page-data'
import { findApplyTarget, memberHasApplied } from '@/shop/campaigns/apply/apply-service'

import { requireMember } from '../../../auth/signed-in-member'
import { applyError } from '../apply-http'

export const dynamic = 'force-dynamic'

export const POST = handle(applyCustomerCall, async ({ body, request }) => {
  const { customer } = await requireMember(request)
  const payload = await getShopPayload()
  const found = await findApplyTarget(payload, body.promotionId, body.productCode, new Date())
  if (!found.ok) throw applyError(found)
  return {
    prefill: applicantPrefillOf(customer),
    alreadyApplied: await memberHasApplied(payload, body.productCode, customer.id),
  }
})
