/** A refused sample application as the API answers it: unknown 404, ended 410, sold out or applied before 409. */
import { ApiError } from '@/lib/api/errors'
import type { ApplyRefusal } from '@/shop/campaigns/apply/apply-service'

const STATUS: Record<ApplyRefusal['reason'], number> = {
  'not-found': 404,
  ended: 410,
  'sold-out': 409,
  'already-applied': 409,
  'link-key': 403,
}

export const applyError = (refusal: ApplyRefusal) =>
  new ApiError(STATUS[refusal.reason], refusal.reason.replace('-', '_'), refusal.message)
