/** The nav's link to 返品・返金 (ReturnsView.tsx), for the roles that record returns. */
import type { ServerProps } from 'payload'

import { canHandleReturns } from '@/shop/returns/return-rules'

import { rolesOf } from '../../analytics/views'
import { RETURNS_VIEW_PATH } from '../return-endpoints'

export function ReturnsNavLink({ user, payload }: ServerProps) {
  if (!canHandleReturns(rolesOf(user))) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${RETURNS_VIEW_PATH}/`}>
      <span className="nav__link-label">{'返品・返金'}</span>
    </a>
  )
}
