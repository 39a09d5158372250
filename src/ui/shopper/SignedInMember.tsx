'use client'

import { useLayoutEffect } from 'react'

import type { MemberSummary } from '@/ui/layout/chrome-types'

import { setMember } from './member-store'

/**
 * A page rendered per request for whoever the session names (the checkout's complete page) renders its header for
 * them and hands the member to the store here, so the cached pages that follow show them too: the store would
 * otherwise hold what this tab's first page load found, and a guest who has just registered while ordering would
 * see 会員登録 / ログイン again, as if the registration had failed (ADR 057).
 */
export function SignedInMember({ member }: { member: MemberSummary }) {
  useLayoutEffect(() => setMember(member), [member])
  return null
}
