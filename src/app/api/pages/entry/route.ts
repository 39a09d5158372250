import { entryPageCall } from '@/lib/api/calls/entry'
import { handle } from '@/lib/api/server'
import { entryPageData } from '@/shop/customer/entry-page-data'

export const dynamic = 'force-dynamic'

export const GET = handle(entryPageCall, async ({ query }) => entryPageData(query))
