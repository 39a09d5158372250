'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

import { ApiClientError } from '@/lib/api/client'
import { CART_PATH } from '@/shop/checkout/checkout-paths'
import { buttonClassName } from '@/ui/button-class'
import { errorMessageOf } from '@/ui/form/error-message'
import { Spinner } from '@/ui/Spinner'

import styles from './checkout.module.css'
import type { LoadState } from './use-api-load'

export const LOAD_FAILED_MESSAGE =
  'ご購入手続きの情報を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。'

export const LOADING_LABEL = 'ご購入手続きの情報を読み込んでいます'

/** The checkout's loading state: the page data, or the code of the form that shows it. */
export function LoadingSpinner({ label = LOADING_LABEL }: { label?: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} showLabel size="large" />
    </div>
  )
}

const isEmptyCart = (error: unknown) => error instanceof ApiClientError && error.status === 409

/**
 * A checkout page's data from the API: a spinner while it loads, a Japanese message with 「再読み込みする」
 * when it fails, and the cart when the cart is empty (409).
 */
export function LoadGate<T>({
  state,
  retry,
  loadingLabel = LOADING_LABEL,
  failedMessage = LOAD_FAILED_MESSAGE,
  emptyCartGoesToCart = true,
  renderFailure,
  children,
}: {
  state: LoadState<T>
  retry: () => void
  loadingLabel?: string
  failedMessage?: string
  /** 409 means the cart is empty: send the shopper to /cart/. */
  emptyCartGoesToCart?: boolean
  /** The page's own answer to a failure; null or undefined keeps the default message and retry. */
  renderFailure?: (error: unknown, retry: () => void) => ReactNode
  children: (data: T) => ReactNode
}) {
  const router = useRouter()
  const toCart = emptyCartGoesToCart && state.status === 'failed' && isEmptyCart(state.error)
  useEffect(() => {
    if (toCart) router.replace(CART_PATH)
  }, [toCart, router])

  if (state.status === 'ready') return children(state.data)
  if (state.status === 'loading') return <LoadingSpinner label={loadingLabel} />
  if (toCart)
    return (
      <p role="status" className={styles.loading}>
        カートに購入できる商品がないため、カートに戻ります…
      </p>
    )
  const own = renderFailure?.(state.error, retry)
  if (own !== undefined && own !== null) return own
  return (
    <div className={styles.loadError} role="alert">
      <p>{errorMessageOf(state.error, failedMessage)}</p>
      {/* A plain button: react-aria's would put its press code in the checkout's first load (ADR 037). */}
      <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={retry}>
        再読み込みする
      </button>
    </div>
  )
}
