'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { MISSING_STEP_MESSAGE, setFlash } from '@/ui/customer/flow-store'

/** A step opened without what the earlier step stored (a bookmark, a new tab): back to the start, saying why. */
export function FlowRedirect({ to }: { to: string }) {
  const router = useRouter()
  useEffect(() => {
    setFlash(MISSING_STEP_MESSAGE)
    router.replace(to)
  }, [router, to])
  return <p role="status">最初の画面に戻ります…</p>
}
