'use client'

import { lazy, Suspense, useEffect } from 'react'

import { api } from '@/lib/api/client'
import { checkoutPageCall } from '@/lib/api/routes/order'
import type { CheckoutStepId } from '@/shop/checkout/checkout-steps'

import { LoadGate, LoadingSpinner } from './LoadGate'
import { useApiLoad } from './use-api-load'

export type RegistrationChoice = 'register' | 'guest' | null

const loadCheckoutPage = (signal: AbortSignal) => api.call(checkoutPageCall, { signal })

// The forms are not in the page's first load (docs/adr/037-javascript-budget.md): their code is fetched while
// the page data loads, and the spinner stays until both are there.
const loadStepGate = () => import('./StepGate')
const StepGate = lazy(loadStepGate)

/** One page of /cart/shopping01/ … 06/: the page data from the API, then the step's form. */
export function CheckoutStep({
  stepId,
  registration = null,
}: {
  stepId: CheckoutStepId
  /** From /cart/shopping/: 「会員登録して購入する」 opens registration, 「会員登録せずに購入する」 closes it. */
  registration?: RegistrationChoice
}) {
  const { state, retry } = useApiLoad(loadCheckoutPage)
  useEffect(() => {
    void loadStepGate()
  }, [])
  return (
    <LoadGate state={state} retry={retry}>
      {(data) => (
        <Suspense fallback={<LoadingSpinner />}>
          <StepGate data={data} stepId={stepId} registration={registration} />
        </Suspense>
      )}
    </LoadGate>
  )
}
