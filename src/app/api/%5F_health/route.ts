import { getShopPayload } from '@/cms/get-payload'
import { healthCall } from '@/lib/api/calls/health'
import { API_ERROR_MESSAGES } from '@/lib/api/errors'
import { handle, jsonResponse } from '@/lib/api/server'
import { checkHealth, healthStatus } from '@/shop/site/health'

export const dynamic = 'force-dynamic'

/**
 * 200 with the health when the database answers; 503 otherwise (a load balancer acts on the status), with the
 * same fields plus the API's error envelope for people reading it.
 */
export const GET = handle(healthCall, async () => {
  const health = await checkHealth(getShopPayload())
  const status = healthStatus(health)
  if (status === 200) return health
  return jsonResponse(
    { ...health, error: { code: 'service_unavailable', message: API_ERROR_MESSAGES.unavailable } },
    status,
  )
})
