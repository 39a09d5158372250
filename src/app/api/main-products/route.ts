import { getCatalogue } from '@/app/_data/catalogue'
import { mainProductsCall } from '@/lib/api/calls/catalogue'
import { handle } from '@/lib/api/server'
import { selectMainProducts } from '@/shop/catalogue/main-products'

export const dynamic = 'force-dynamic'

export const GET = handle(mainProductsCall, async ({ query }) => ({
  mainProducts: selectMainProducts((await getCatalogue()).products, {
    genderDiv: query.genderDiv,
    age: query.age,
    productDivs: query.productDiv_or,
  }),
}))
