import { NextResponse } from 'next/server'

import { getListedCampaigns } from '@/app/_data/campaigns'
import { getCatalogue } from '@/app/_data/catalogue'
import { getChrome } from '@/app/_data/content'
import { productDetailCall } from '@/lib/api/calls/catalogue'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import { setCookieSafely } from '@/lib/http/cookies'
import { LINK_KEY_COOKIE, TRACKING_COOKIE_OPTIONS } from '@/lib/tracking/link-key'
import { campaignsForProduct } from '@/shop/campaigns/campaign-listing'
import { brandLineup, findProduct } from '@/shop/catalogue/catalogue-queries'
import { productInquiryPhone } from '@/shop/catalogue/inquiry-phone'

export const dynamic = 'force-dynamic'

export const GET = handle(productDetailCall, async ({ params, query }) => {
  const [catalogue, chrome] = await Promise.all([getCatalogue(), getChrome()])
  const product = findProduct(catalogue, params.productCategory, params.productCode)
  if (!product) throw ApiError.notFound()
  const response = NextResponse.json({
    product,
    // Kankeisha sign-in is not built yet: every shopper is a guest here (spec §6).
    inquiryPhone: productInquiryPhone(
      {
        isKankeisha: false,
        isSpecialProduct: product.isSpecialProduct,
        brandGroupKey: product.brand?.groupKey,
      },
      chrome.brandGroups,
    ),
    brandLineup: product.brand ? brandLineup(catalogue, product.brand.code) : [],
    campaigns: campaignsForProduct(await getListedCampaigns(), product.productCode, new Date()),
  })
  if (query['link-key'])
    setCookieSafely(response.cookies, LINK_KEY_COOKIE, query['link-key'], TRACKING_COOKIE_OPTIONS)
  return response
})
