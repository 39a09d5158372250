/** The gift calls' shared handling (docs/adr/047-campaign-gifts.md): the signed-in member and the refusals. */
import { getShopPayload } from '@/cms/get-payload'
import { ApiError } from '@/lib/api/errors'
import type { GiftRefusal } from '@/shop/campaigns/gifts/gift-service'

import { requireMember } from '../auth/signed-in-member'

const STATUS: Record<GiftRefusal['reason'], number> = {
  'not-found': 404,
  ended: 410,
  'not-eligible': 409,
  'already-selected': 409,
  'unknown-gift': 400,
}

export function giftError(refusal: GiftRefusal): ApiError {
  if (refusal.reason === 'unknown-gift')
    return ApiError.badRequest(refusal.message, { giftCode: refusal.message }, 'unknown_gift')
  return new ApiError(STATUS[refusal.reason], refusal.reason.replace('-', '_'), refusal.message)
}

/** The member making the call and the payload, or 401. */
export async function giftMember(request: Request) {
  const { customer } = await requireMember(request)
  return {
    payload: await getShopPayload(),
    member: { id: customer.id, birthDate: customer.birthDate ?? null },
  }
}
