'use client'

import { useSyncExternalStore } from 'react'

import { type DraftStore, storedText } from './draft-store'

const noSubscription = () => () => undefined

/**
 * The stored draft once in the browser: null while rendering on the server and hydrating (so the first client
 * rendering matches the server's), then what is stored (or `empty`), read at each rendering (the same object
 * while the stored text is unchanged). A save does not re-render by itself: a flow saves, then moves to its
 * next page. Forms that start from it remount once it arrives (see src/ui/forms/UntilHydrated.tsx). Write with
 * the store's own save, update and clear.
 */
export function useDraft<T>(store: DraftStore<T>, empty: T | null = null): T | null {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return hydrated ? (currentDraft(store) ?? empty) : null
}

// The parsed value per store and stored text, so a re-render without a change gives the same object.
const parsedCache = new WeakMap<object, { raw: string; value: unknown }>()

function currentDraft<T>(store: DraftStore<T>): T | null {
  const raw = storedText(store.key)
  const cached = parsedCache.get(store)
  if (cached && raw !== '' && cached.raw === raw) return cached.value as T | null
  const value = store.load()
  parsedCache.set(store, { raw, value })
  return value
}
