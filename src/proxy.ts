/**
 * Request routing before rendering: the /sp/ prefix, the top page's category variant (query or cookie), the
 * filtered product lists' variants and the campaign pages' A/B variants, so these pages stay cached instead of
 * reading cookies or queries while rendering.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { hasMalformedPercentEncoding, malformedPathResponse } from '@/lib/http/path-encoding'
import { secureCookies } from '@/lib/http/cookies'
import { isPrefetchRequest } from '@/lib/http/prefetch'
import { AB_VARIANT_COOKIE, AB_VARIANT_COOKIE_MAX_AGE } from '@/shop/campaigns/ab-test'
import { landingRewrite } from '@/shop/campaigns/landing-route'
import { listRewritePath } from '@/shop/catalogue/list-query'
import { stripMobilePrefix } from '@/shop/site/mobile-path'
import { resolveTopCategory, TOP_CATEGORY_COOKIE } from '@/shop/site/top-category'

export function proxy(request: NextRequest) {
  const url = request.nextUrl
  // Before Next's router decodes the path (it answers 500 on /api/address/%C0%AF/ in production): ADR 024.
  if (hasMalformedPercentEncoding(url.pathname)) return malformedPathResponse(url.pathname)
  const withoutSp = stripMobilePrefix(url.pathname)
  const pathname = withoutSp ?? url.pathname

  if (pathname === '/') {
    const { category, remember } = resolveTopCategory(
      url.searchParams.get('category'),
      request.cookies.get(TOP_CATEGORY_COOKIE)?.value,
    )
    const target = url.clone()
    target.pathname = `/top-page/${category}/`
    const response = NextResponse.rewrite(target)
    // A prefetch of a category tab (/?category=…) is not the shopper choosing it.
    if (remember && !isPrefetchRequest(request.headers)) {
      response.cookies.set(TOP_CATEGORY_COOKIE, category, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: 60 * 60 * 24 * 365,
      })
    }
    return response
  }

  // A filtered product list is served from its own cached variant (src/shop/catalogue/list-query.ts).
  const listTarget = listRewritePath(pathname, url.searchParams)
  if (listTarget) {
    const target = url.clone()
    target.pathname = listTarget
    return NextResponse.rewrite(target)
  }

  // A campaign page is served from its cached A/B variant; a new visitor is assigned one (src/shop/campaigns).
  const landing = landingRewrite(pathname, url.searchParams, request.cookies.get(AB_VARIANT_COOKIE)?.value)
  if (landing) {
    const target = url.clone()
    target.pathname = landing.pathname
    const response = NextResponse.rewrite(target)
    if (landing.assign && !isPrefetchRequest(request.headers)) {
      response.cookies.set(AB_VARIANT_COOKIE, landing.assign, {
        path: '/',
        sameSite: 'lax',
        secure: secureCookies,
        httpOnly: true,
        maxAge: AB_VARIANT_COOKIE_MAX_AGE,
      })
    }
    return response
  }

  if (withoutSp !== null) {
    const target = url.clone()
    target.pathname = pathname
    return NextResponse.rewrite(target)
  }
  return NextResponse.next()
}

export const config = {
  // Only where a decision is needed: the plain top page and lists are rewritten by next.config.ts.
  matcher: [
    { source: '/', has: [{ type: 'query', key: 'category' }] },
    { source: '/', has: [{ type: 'cookie', key: 'top_category' }] },
    '/sp',
    '/sp/:path*',
    // Any path holding percent-encoding, so a malformed one is refused here (docs/adr/024-hostile-input.md).
    '/:path(.*%.*)',
    '/campaign/shopping/',
    '/campaign/apply/',
    '/campaign/birthday/:year/introduction/',
    '/campaign/continuation/:year/introduction/',
    { source: '/supplement/', has: [{ type: 'query', key: 'purpose-codes' }] },
    { source: '/supplement/', has: [{ type: 'query', key: 'ingredient-codes' }] },
    { source: '/supplement/', has: [{ type: 'query', key: 'product-class-code' }] },
    { source: '/supplement/', has: [{ type: 'query', key: 'sort-classification-code' }] },
    { source: '/beautycare/', has: [{ type: 'query', key: 'purpose-codes' }] },
    { source: '/beautycare/', has: [{ type: 'query', key: 'ingredient-codes' }] },
    { source: '/beautycare/', has: [{ type: 'query', key: 'product-class-code' }] },
    { source: '/beautycare/', has: [{ type: 'query', key: 'sort-classification-code' }] },
  ],
}
