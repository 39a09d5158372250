import { searchShop } from '@/app/_data/catalogue'
import { searchPageCall } from '@/lib/api/calls/catalogue'
import { handle } from '@/lib/api/server'

export const dynamic = 'force-dynamic'

export const GET = handle(searchPageCall, async ({ query }) =>
  searchShop({
    keyword: query.keyword,
    faqPage: query['faq-page'],
    allResultPage: query['all-result-page'],
  }),
)
