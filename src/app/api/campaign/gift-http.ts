/** The gift calls' shared handling (docs/adr/047-campaign-gifts.md): the signed-in member and the refusals. */
import { getShopPayload } from '@/cms/get-payload'
import type { birthdayCheckCall } from '@/lib/api/calls/campaign-gifts'
import { ApiError } from '@/lib/api/errors'
import { handle } from '@/lib/api/server'
import type { GiftKind } from '@/shop/campaigns/gifts/gift-rules'
import { checkGiftSelection, type GiftRefusal } from '@/shop/campaigns/gifts/gift-service'

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

/** `POST campaign/{kind}/check`: the choice checked, nothing written (the confirm step). */
export function giftCheckRoute(kind: GiftKind, call: typeof birthdayCheckCall) {
  return handle(call, async ({ body, request }) => {
    const { payload, member } = await giftMember(request)
    const checked = await checkGiftSelection(payload, kind, body.year, member, body.giftCode)
    if (!checked.ok) throw giftError(checked)
    return {
      campaignTitle: checked.campaignTitle,
      gift: { giftCode: checked.gift.giftCode, name: checked.gift.name },
      shippingText: checked.shipping.text,
    }
  })
}
