/**
 * The member behind a my-page request, for the customer pages: a guest is sent to sign in first and comes
 * back to the page (`from`), like /mypage/ itself.
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { signInHref } from '@/shop/site/safe-redirect'

/** `from`: the page's own path and query, as the browser asked for it (not encoded). */
export async function signedInCustomer(from: string) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  const active = await resolveSession(await getShopPayload(), token)
  if (!active) redirect(signInHref(from))
  return active.customer
}

export const MYPAGE_CRUMB = { text: 'マイページ', href: '/mypage/' }
export const CUSTOMER_CRUMB = { text: '会員情報', href: '/mypage/customer/' }
