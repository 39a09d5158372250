import { getShopPayload } from '@/cms/get-payload'
import { healthCall } from '@/lib/api/calls/health'
import { handle } from '@/lib/api/server'
import { checkHealth } from '@/shop/site/health'

export const dynamic = 'force-dynamic'

export const GET = handle(healthCall, async () => checkHealth(await getShopPayload()))
