/**
 * What the shop takes from a verified identity (ID token and UserInfo claims). Pure, for unit tests. Claim
 * values come from outside, so each is checked for its type rather than trusted.
 */

/** The group IdP's claim for "this person is a group employee" (boolean; "true" is accepted too). */
export const GROUP_STAFF_CLAIM = 'group_staff'

export type Claims = Record<string, unknown>

export interface VerifiedIdentity {
  /** The provider's stable user id (`sub`). */
  subject: string
  claims: Claims
}

export interface LineProfile {
  subject: string
  displayName: string
}

export interface GroupProfile {
  subject: string
  /** Lower-case, or null when the IdP sent none. */
  email: string | null
  emailVerified: boolean
  lastName: string | null
  firstName: string | null
  isGroupStaff: boolean
}

const text = (value: unknown, max = 200): string | null => {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed ? trimmed.slice(0, max) : null
}

// Some IdPs send booleans as strings ("true"); anything else is false.
const flag = (value: unknown): boolean => value === true || value === 'true'

export const LINE_DISPLAY_NAME_FALLBACK = 'LINEのお客さま'

export function lineProfile(identity: VerifiedIdentity): LineProfile {
  return {
    subject: identity.subject,
    displayName: text(identity.claims.name, 100) ?? LINE_DISPLAY_NAME_FALLBACK,
  }
}

export function groupProfile(identity: VerifiedIdentity): GroupProfile {
  const email = text(identity.claims.email, 254)?.toLowerCase() ?? null
  return {
    subject: identity.subject,
    email,
    emailVerified: email !== null && flag(identity.claims.email_verified),
    lastName: text(identity.claims.family_name, 50),
    firstName: text(identity.claims.given_name, 50),
    isGroupStaff: flag(identity.claims[GROUP_STAFF_CLAIM]),
  }
}
