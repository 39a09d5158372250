/**
 * Kankeisha invitation codes (docs/adr/013-registration.md): a valid, active, unexpired code gives the
 * customer type it was issued for. Codes are compared case-insensitively, as staff print them in capitals.
 */
import type { Payload } from 'payload'

import { type CustomerTypeCode, isKankeisha } from './customer-types'

export const INVITATION_MESSAGES = {
  required: '招待コードを入力してください',
  invalid: '招待コードが正しくないか、有効期限が切れています。お勤め先の担当窓口にご確認ください',
} as const

export const normaliseInvitationCode = (code: string) => code.normalize('NFKC').trim().toUpperCase()

export async function invitationCustomerType(
  payload: Payload,
  code: string,
  now: Date = new Date(),
): Promise<CustomerTypeCode | null> {
  const normalised = normaliseInvitationCode(code)
  if (!/^[A-Z0-9-]{4,40}$/.test(normalised)) return null
  const { docs } = await payload.find({
    collection: 'kankeisha-invitations',
    overrideAccess: true,
    where: { and: [{ code: { equals: normalised } }, { active: { equals: true } }] },
    limit: 1,
    depth: 0,
  })
  const invitation = docs[0]
  if (!invitation) return null
  if (invitation.validUntil && new Date(invitation.validUntil).getTime() < now.getTime()) return null
  return isKankeisha(invitation.customerType) ? (invitation.customerType as CustomerTypeCode) : null
}
