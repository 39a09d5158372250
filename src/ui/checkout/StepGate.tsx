'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { withReturnMarkerOf } from '@/shop/checkout/checkout-paths'
import type { CheckoutStepId } from '@/shop/checkout/checkout-steps'

import {
  checkoutPassword,
  INCOMPLETE_STEP_MESSAGE,
  loadCheckoutDraft,
  prerequisitesFor,
  saveStepFlash,
  withPrefill,
  type CheckoutDraft,
} from './checkout-draft'
import styles from './checkout.module.css'
import type { RegistrationChoice } from './CheckoutStep'
import { DeliveryStep } from './DeliveryStep'
import { DestinationStep } from './DestinationStep'
import { GiftStep } from './GiftStep'
import { OrdererStep } from './OrdererStep'
import { PaymentStep } from './PaymentStep'
import { PointsStep } from './PointsStep'
import { CheckoutProgress } from './CheckoutProgress'
import type { CheckoutPageData, StepProps } from './StepForm'

/**
 * The step's form once its data is there: loaded apart from the page (./CheckoutStep.tsx), because the forms,
 * their react-aria fields and the shared checkout rules (zod) are most of the checkout's JavaScript
 * (docs/adr/037-javascript-budget.md).
 */
const STEP_FORMS: Record<CheckoutStepId, (props: StepProps) => React.ReactNode> = {
  shopping01: OrdererStep,
  shopping02: DestinationStep,
  shopping03: DeliveryStep,
  shopping04: GiftStep,
  shopping05: PaymentStep,
  shopping06: PointsStep,
}

export default function StepGate({
  data,
  stepId,
  registration,
}: {
  data: CheckoutPageData
  stepId: CheckoutStepId
  registration: RegistrationChoice
}) {
  const router = useRouter()
  // Decided once on arrival: the stored draft with the page's prefill, and whether this step may be shown.
  const [arrival] = useState(() => {
    let draft: CheckoutDraft = withPrefill(loadCheckoutDraft(), data.prefill, data.context.isMember)
    if (registration && !data.context.isMember) draft = { ...draft, registering: registration === 'register' }
    return { draft, gate: prerequisitesFor(stepId, data, draft, checkoutPassword.get()) }
  })
  const { gate } = arrival

  // 「会員登録して購入する」 came as ?register=1: applied to the draft, so the address can drop it.
  useEffect(() => {
    if (gate.ok && registration) window.history.replaceState(null, '', window.location.pathname)
  }, [gate, registration])

  useEffect(() => {
    if (gate.ok) return
    if (gate.reason === 'incomplete-step') {
      saveStepFlash({ path: gate.redirectTo, message: INCOMPLETE_STEP_MESSAGE, errors: {} })
      router.replace(withReturnMarkerOf(window.location.search, gate.redirectTo))
    } else router.replace(gate.redirectTo)
  }, [gate, router])

  if (!gate.ok)
    return (
      <p role="status" className={styles.loading}>
        {gate.reason === 'empty-cart' ? 'カートに戻ります…' : '手続きの画面に移動します…'}
      </p>
    )
  const Form = STEP_FORMS[stepId]
  return (
    <>
      <CheckoutProgress steps={data.steps} isMember={data.context.isMember} current={stepId} />
      <Form data={data} initial={arrival.draft} />
    </>
  )
}
