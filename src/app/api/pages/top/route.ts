import { getShopPayload } from '@/cms/get-payload'
import { topPageCall } from '@/lib/api/calls/content'
import { handle } from '@/lib/api/server'
import { loadTopPage } from '@/shop/content/top-page'
import { DEFAULT_TOP_CATEGORY } from '@/shop/site/top-category'

export const dynamic = 'force-dynamic'

export const GET = handle(topPageCall, async ({ query }) =>
  loadTopPage(await getShopPayload(), query.category ?? DEFAULT_TOP_CATEGORY),
)
