/** The nav's link to 出荷管理 (ShippingView.tsx), for the roles that run shipping. */
import type { ServerProps } from 'payload'

import { canRunShipping } from '@/shop/fulfilment/shipping-rules'

import { rolesOf } from '../../analytics/views'
import { SHIPPING_VIEW_PATH } from '../shipping-endpoints'

export function ShippingNavLink({ user, payload }: ServerProps) {
  if (!canRunShipping(rolesOf(user))) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${SHIPPING_VIEW_PATH}/`}>
      <span className="nav__link-label">出荷管理</span>
    </a>
  )
}
