import { getCatalogue } from '@/app/_data/catalogue'
import { productListCall } from '@/lib/api/calls/catalogue'
import { handle } from '@/lib/api/server'
import { productListPage } from '@/shop/catalogue/catalogue-queries'

export const dynamic = 'force-dynamic'

export const GET = handle(productListCall, async ({ query }) =>
  productListPage(await getCatalogue(), query.category, {
    purposeCodes: query['purpose-codes'],
    ingredientCodes: query['ingredient-codes'],
    productClassCodes: query['product-class-code'],
    sort: query['sort-classification-code'],
    searchKey: query['search-key'],
  }),
)
