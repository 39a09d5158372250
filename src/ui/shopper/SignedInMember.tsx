'use client'

import { useLayoutEffect } from 'react'

import type { MemberSummary } from '@/ui/layout/chrome-types'

import { setMember } from './member-store'

/**
 * A page rendered per request for whoever the session names (the checkout's complete page) renders its header for
 * them (a `live` summary, see useMember) and hands the member to the store here, so the pages that follow show it
 * too: the store still holds what this tab's first page load found, and a guest who has just registered while
 * ordering would otherwise see 会員登録 / ログイン again on the next page, as if the registration had failed.
 */
export function SignedInMember({ member }: { member: MemberSummary }) {
  // The store holds the member as every later page shows it (the rendered `live` mark is this page's only).
  useLayoutEffect(() => setMember({ ...member, live: undefined }), [member])
  return null
}
