'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => undefined

/**
 * False while rendering on the server and hydrating, true afterwards: for state that only the browser has
 * (sessionStorage), read without a hydration mismatch and without setState inside an effect.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
