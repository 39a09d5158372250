/** The nav's link to 保留中のお届け (HeldDeliveriesView.tsx), for customer care (admin, support). */
import type { ServerProps } from 'payload'

import { canSeeHeldDeliveries } from '@/shop/courses/held-deliveries'

import { rolesOf } from '../../analytics/views'
import { HELD_DELIVERIES_TITLE, HELD_DELIVERIES_VIEW_PATH } from './held-deliveries-path'

export function HeldDeliveriesNavLink({ user, payload }: ServerProps) {
  if (!canSeeHeldDeliveries(rolesOf(user))) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${HELD_DELIVERIES_VIEW_PATH}/`}>
      <span className="nav__link-label">{HELD_DELIVERIES_TITLE}</span>
    </a>
  )
}
