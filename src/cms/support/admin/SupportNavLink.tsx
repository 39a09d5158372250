/** The nav's link to サポート (SupportSearchView.tsx), for the roles that use the support console. */
import type { ServerProps } from 'payload'

import { canUseConsole } from '@/shop/support/console-rules'

import { rolesOf } from '../../analytics/views'
import { SUPPORT_VIEW_PATH } from '../support-endpoints'

export function SupportNavLink({ user, payload }: ServerProps) {
  if (!canUseConsole(rolesOf(user))) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${SUPPORT_VIEW_PATH}/`}>
      <span className="nav__link-label">{'サポート'}</span>
    </a>
  )
}
