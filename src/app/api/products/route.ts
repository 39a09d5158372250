import { getCatalogue } from '@/app/_data/catalogue'
import { productsByCodesCall } from '@/lib/api/calls/catalogue'
import { handle } from '@/lib/api/server'
import { productsByCodes } from '@/shop/catalogue/catalogue-queries'

export const dynamic = 'force-dynamic'

export const POST = handle(productsByCodesCall, async ({ body }) => ({
  products: productsByCodes(await getCatalogue(), body.productCodes),
}))
