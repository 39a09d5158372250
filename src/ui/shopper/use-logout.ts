'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'

import { logoutCall } from '@/lib/api/routes/auth'
import { GUEST } from '@/ui/layout/chrome-types'

import { setMember } from './member-store'
import { pathAfterLogout } from './member-summary'

/**
 * Logout from the menu (spec §4): ends every session of the member (all devices); on success clears the
 * member state and goes to the top page unless on a my-page screen; on failure only logs.
 */
export function useLogout(): () => void {
  const router = useRouter()
  return useCallback(() => {
    // The API client is fetched when the member logs out, not with every page (docs/adr/037-javascript-budget.md).
    import('@/lib/api/client')
      .then(({ api }) => api.call(logoutCall, { body: { allDevices: true } }))
      .then(() => {
        setMember(GUEST)
        const next = pathAfterLogout(window.location.pathname)
        if (next) router.push(next)
        router.refresh()
      })
      .catch((error: unknown) => {
        console.error('logout failed', error instanceof Error ? error.name : 'unknown')
      })
  }, [router])
}
