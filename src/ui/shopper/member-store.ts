'use client'

import { useSyncExternalStore } from 'react'

import type { MemberSummary } from '@/ui/layout/chrome-types'

/**
 * The signed-in member shown in the header and menu. Pages are cached with the guest header, so the
 * shopper-state loader sets this from GET /api/common, and sign-in and logout set it from their answers.
 * `null` until known: the rendered (guest) summary shows until then.
 */
let member: MemberSummary | null = null
/** Counts the changes, so an answer older than a sign-in or logout cannot undo it. */
let version = 0
const listeners = new Set<() => void>()

/**
 * `null` forgets the member until a page or a call says again: after a call that changed the session without
 * answering its state (an order that registered its guest), the headers show what their page rendered.
 */
export function setMember(next: MemberSummary | null): void {
  member = next
  version++
  for (const listener of listeners) listener()
}

/** Where the store stands now; hand it to setMemberIfUnchanged with what a slower call answers. */
export function memberVersion(): number {
  return version
}

/**
 * Sets the member only when nothing set it since `seen` (memberVersion() when the call started): the page's
 * shopper-state answer, asked as a guest, must not sign out a member whose sign-in answered first.
 */
export function setMemberIfUnchanged(seen: number, next: MemberSummary): void {
  if (version === seen) setMember(next)
}

/** The member last set, or null until known. */
export function currentMember(): MemberSummary | null {
  return member
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useMember(rendered: MemberSummary): MemberSummary {
  return useSyncExternalStore(subscribe, currentMember, () => null) ?? rendered
}
