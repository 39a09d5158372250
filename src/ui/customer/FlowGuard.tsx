'use client'

import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'

import { useIsClient } from '@/ui/hooks/use-is-client'

import { type FlowState, type FlowStore, MISSING_STEP_MESSAGE, setFlash } from './flow-store'

interface GuardProps {
  store: FlowStore
  /** Whether the stored state allows this step (e.g. the code was verified). */
  ready: (state: FlowState) => boolean
  /** Where a step opened without its prerequisite sends the shopper, with a message. */
  startPath: string
  children: (state: FlowState) => ReactNode
}

/**
 * A step of a procedure that needs an earlier step done (a bookmark, a new tab, an expired session): renders
 * the step with the stored state, or sends the shopper back to the start with a message saying why.
 */
export function FlowGuard(props: GuardProps) {
  return useIsClient() ? <Guarded {...props} /> : <p role="status">読み込み中…</p>
}

function Guarded({ store, ready, startPath, children }: GuardProps) {
  const router = useRouter()
  // Read once: the step's own success updates the store just before it navigates away.
  const [state] = useState(() => store.load())
  const ok = state !== null && ready(state)
  useEffect(() => {
    if (ok) return
    setFlash(MISSING_STEP_MESSAGE)
    router.replace(startPath)
  }, [ok, router, startPath])
  return ok && state ? children(state) : <p role="status">最初の画面に戻ります…</p>
}
