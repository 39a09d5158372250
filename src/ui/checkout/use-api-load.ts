'use client'

import { useEffect, useState } from 'react'

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown }

/**
 * Loads a page's data from the shop API once mounted (and again on `retry`). `load` must be stable: a
 * module-level function or one kept with useCallback.
 */
export function useApiLoad<T>(load: (signal: AbortSignal) => Promise<T>): {
  state: LoadState<T>
  retry: () => void
} {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error })
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }
  return { state, retry }
}
