import { NextResponse } from 'next/server'

import { loadApplyPage } from '@/app/_data/campaign-apply'
import { applyPageCall } from '@/lib/api/calls/campaign-apply'
import { handle } from '@/lib/api/server'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, TRACKING_COOKIE_OPTIONS } from '@/lib/tracking/link-key'

import { applyError } from '../../../campaign/apply/apply-http'

export const dynamic = 'force-dynamic'

export const GET = handle(applyPageCall, async ({ query }) => {
  const loaded = await loadApplyPage(query.promotionId, query.productCode)
  if (!loaded.ok) throw applyError(loaded)
  const response = NextResponse.json(loaded.data)
  // The form page stores the link key it was opened with (spec §4); the complete page never does.
  if (query.linkKey)
    setCookieSafely(response.cookies, LINK_KEY_COOKIE, query.linkKey, TRACKING_COOKIE_OPTIONS)
  return response
})
