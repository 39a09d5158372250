import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { cartErrorMessage } from '@/shop/cart/cart-messages'
import { getCartView } from '@/shop/cart/cart-service'
import { CART_TOKEN_COOKIE } from '@/shop/cart/cart-token'
import { SHOP_FACTS } from '@/shop/site/shop-facts'
import { CartView } from '@/ui/cart/CartView'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

import { updateCartAction } from './actions'

// Personal: rendered for every request from the shopper's own cart, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'ショッピングカート',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function CartPage({ searchParams }: Props) {
  const [chrome, jar, payload, query] = await Promise.all([
    shopChrome(),
    cookies(),
    getShopPayload(),
    searchParams,
  ])
  const view = await getCartView(
    payload,
    jar.get(CART_TOKEN_COOKIE)?.value,
    await sessionShopper(payload, jar.get(SESSION_COOKIE)?.value),
  )
  const error = Array.isArray(query.error) ? query.error[0] : query.error
  // No breadcrumb on the cart (spec §2).
  return (
    <NormalLayout chrome={{ ...chrome, cartCount: view.count }}>
      <PageTitle>ショッピングカート</PageTitle>
      <CartView
        initialView={view}
        facts={{ freeShipping: SHOP_FACTS.freeShippingThreshold, changeDeadline: SHOP_FACTS.changeDeadline }}
        notice={cartErrorMessage(error)}
        updateAction={updateCartAction}
      />
    </NormalLayout>
  )
}
