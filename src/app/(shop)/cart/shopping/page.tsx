import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { CheckoutLayout, checkoutMetadata, CHECKOUT_TITLE } from '@/app/(shop)/cart/_checkout/step-page'
import { getShopPayload } from '@/cms/get-payload'
import { sessionShopper } from '@/shop/auth/session-shopper'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { getCartView } from '@/shop/cart/cart-service'
import { CART_TOKEN_COOKIE } from '@/shop/cart/cart-token'
import { CART_PATH, firstStepPath } from '@/shop/checkout/checkout-steps'
import { CheckoutEntry } from '@/ui/checkout/CheckoutEntry'

// Personal: rendered for every request from the shopper's own cart, never cached (docs/adr/004-caching.md).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = checkoutMetadata('ご購入方法の選択')

/**
 * /cart/shopping/: a member goes straight to their first step; a guest chooses to sign in, to register while
 * ordering, or to order as a guest. An empty cart goes back to the cart.
 */
export default async function CheckoutEntryPage() {
  const [jar, payload] = await Promise.all([cookies(), getShopPayload()])
  const shopper = await sessionShopper(payload, jar.get(SESSION_COOKIE)?.value)
  if (shopper.customerId !== null) redirect(firstStepPath({ isMember: true }))
  const view = await getCartView(payload, jar.get(CART_TOKEN_COOKIE)?.value, shopper)
  if (view.count <= 0) redirect(CART_PATH)
  return (
    <CheckoutLayout title={CHECKOUT_TITLE}>
      <CheckoutEntry view={view} />
    </CheckoutLayout>
  )
}
