/**
 * Request routing before rendering: the /sp/ prefix, and the top page's category variant (query or cookie),
 * so the top page itself stays a cached page per category instead of reading cookies while rendering.
 */
import { NextResponse, type NextRequest } from 'next/server'

import { stripMobilePrefix } from '@/shop/site/mobile-path'
import { resolveTopCategory, TOP_CATEGORY_COOKIE } from '@/shop/site/top-category'

export function proxy(request: NextRequest) {
  const url = request.nextUrl
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
    if (remember) {
      response.cookies.set(TOP_CATEGORY_COOKIE, category, {
        path: '/',
        sameSite: 'lax',
        maxAge: 60 * 60 * 24 * 365,
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
  matcher: ['/', '/sp', '/sp/:path*'],
}
