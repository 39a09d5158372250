'use client'

import { useSyncExternalStore } from 'react'

/**
 * The header badge's cart count, shared by every client part of the page: the shopper-state loader sets it on
 * page load, and anything that changes the cart (add to cart, the cart page) sets it from the cart view the API
 * answered with. `null` until known, so the server-rendered guest header shows no badge rather than a wrong one.
 */
let count: number | null = null
const listeners = new Set<() => void>()

export function setCartCount(next: number): void {
  if (next === count) return
  count = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  )
}
