'use client'

import { useSyncExternalStore } from 'react'

import type { MemberSummary } from '@/ui/layout/chrome-types'

/**
 * The signed-in member shown in the header and menu. Pages are cached with the guest header, so the
 * shopper-state loader sets this from GET /api/common, and sign-in and logout set it from their answers.
 * `null` until known: the rendered (guest) summary shows until then.
 */
let member: MemberSummary | null = null
const listeners = new Set<() => void>()

export function setMember(next: MemberSummary): void {
  member = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useMember(rendered: MemberSummary): MemberSummary {
  return (
    useSyncExternalStore(
      subscribe,
      () => member,
      () => null,
    ) ?? rendered
  )
}
