import type { Metadata } from 'next'

import { shopChrome } from '@/app/_data/chrome'
import { stepById, type CheckoutStepId } from '@/shop/checkout/checkout-steps'
import { CheckoutNeedsScripts } from '@/ui/checkout/CheckoutNeedsScripts'
import { CheckoutStep, type RegistrationChoice } from '@/ui/checkout/CheckoutStep'
import { PageTitle } from '@/ui/content/PageTitle'
import type { MemberSummary } from '@/ui/layout/chrome-types'
import { NormalLayout } from '@/ui/layout/NormalLayout'
import { TrackEvent } from '@/ui/tracking/TrackEvent'

/**
 * The pages of the checkout steps (/cart/shopping01/ … 06/, docs/adr/019): the chrome and the step's title on
 * the server; the form, its data (GET pages/cart/shopping) and its draft (sessionStorage) in the browser.
 */
export type StepPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const CHECKOUT_TITLE = 'ご購入手続き'

export function checkoutMetadata(title: string): Metadata {
  return { title: `${title}（${CHECKOUT_TITLE}）`, robots: { index: false, follow: false } }
}

export function stepMetadata(stepId: CheckoutStepId): Metadata {
  return checkoutMetadata(stepById(stepId)?.title ?? CHECKOUT_TITLE)
}

/**
 * The page's layout: no breadcrumb on the cart pages (spec §2). `member`: a page rendered per request for the
 * session's shopper renders the header for them (the cached pages render the guest's).
 */
export async function CheckoutLayout({
  title,
  member,
  children,
}: {
  title?: string
  member?: MemberSummary
  children: React.ReactNode
}) {
  const chrome = await shopChrome()
  return (
    <NormalLayout chrome={member ? { ...chrome, member } : chrome}>
      {title ? <PageTitle>{title}</PageTitle> : null}
      <CheckoutNeedsScripts />
      {children}
    </NormalLayout>
  )
}

export async function StepPage({ stepId, searchParams }: { stepId: CheckoutStepId } & StepPageProps) {
  const register = (await searchParams).register
  const registration: RegistrationChoice = register === '1' ? 'register' : register === '0' ? 'guest' : null
  return (
    <CheckoutLayout title={stepById(stepId)?.title ?? CHECKOUT_TITLE}>
      <TrackEvent kind="checkout_step" step={stepId} />
      <CheckoutStep stepId={stepId} registration={stepId === 'shopping01' ? registration : null} />
    </CheckoutLayout>
  )
}
