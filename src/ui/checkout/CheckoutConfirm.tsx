'use client'

import { lazy, Suspense, useEffect } from 'react'

import { api } from '@/lib/api/client'
import { checkoutConfirmPageCall } from '@/lib/api/routes/order'

import { LoadGate, LoadingSpinner } from './LoadGate'
import { useApiLoad } from './use-api-load'

const loadConfirmPage = (signal: AbortSignal) => api.call(checkoutConfirmPageCall, { signal })

// Not in the page's first load (docs/adr/037-javascript-budget.md): fetched while the page data loads, and the
// spinner stays until both are there.
const loadConfirmGate = () => import('./ConfirmGate')
const ConfirmGate = lazy(loadConfirmGate)

/** /cart/shopping/confirm/: the whole order checked by the server, and 「注文を確定する」. */
export function CheckoutConfirm() {
  const { state, retry } = useApiLoad(loadConfirmPage)
  useEffect(() => {
    void loadConfirmGate()
  }, [])
  return (
    <LoadGate state={state} retry={retry}>
      {(data) => (
        <Suspense fallback={<LoadingSpinner />}>
          <ConfirmGate data={data} />
        </Suspense>
      )}
    </LoadGate>
  )
}
