'use client'

import { useSyncExternalStore } from 'react'

/**
 * The header badge's cart count, shared by every client part of the page: the shopper-state loader sets it on
 * page load, and anything that changes the cart (add to cart, the cart page) sets it from the cart view the API
 * answered with. `null` until known, so the server-rendered guest header shows no badge rather than a wrong one.
 */
let count: number | null = null
/** Counts the changes, so an answer older than a cart change cannot undo it. */
let version = 0
const listeners = new Set<() => void>()

export function setCartCount(next: number): void {
  version++
  if (next === count) return
  count = next
  for (const listener of listeners) listener()
}

export function cartCountVersion(): number {
  return version
}

/** Sets the count only when nothing set it since `seen` (the page's shopper state, asked before a cart change). */
export function setCartCountIfUnchanged(seen: number, next: number): void {
  if (version === seen) setCartCount(next)
}

export function currentCartCount(): number | null {
  return count
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCartCount(): number | null {
  return useSyncExternalStore(subscribe, currentCartCount, () => null)
}
