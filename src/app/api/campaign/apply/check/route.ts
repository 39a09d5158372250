import { getShopPayload } from '@/cms/get-payload'
import { applyCheckCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'
import { checkApplication } from '@/shop/campaigns/apply/apply-service'

import { signedInCustomerId } from '../../../auth/signed-in-member'
import { applyError } from '../apply-http'

export const dynamic = 'force-dynamic'

export const POST = handle(applyCheckCall, async ({ body, request }) => {
  const checked = await checkApplication(await getShopPayload(), body, {
    customerId: await signedInCustomerId(request),
  })
  if (!checked.ok) throw applyError(checked)
  return { campaignTitle: checked.target.campaign.title, sampleName: checked.target.sample.sampleName }
})
