/**
 * Who a verified LINE or group identity signs in as, and when it may be linked to a member
 * (docs/adr/014-line-and-group-sign-in.md). Pure: the services look the members up and carry out the decision.
 */

/** The few member fields the rules read. */
export interface LinkableMember {
  id: number
  withdrawnAt?: string | null
  lineSubject?: string | null
  groupSubject?: string | null
}

export type LineSignInDecision<M extends LinkableMember> =
  { action: 'sign-in'; member: M } | { action: 'link-required' } | { action: 'refuse-withdrawn'; member: M }

/** `linked`: the member whose lineSubject is the identity's subject, if any. */
export function decideLineSignIn<M extends LinkableMember>(linked: M | null): LineSignInDecision<M> {
  if (!linked) return { action: 'link-required' }
  if (linked.withdrawnAt) return { action: 'refuse-withdrawn', member: linked }
  return { action: 'sign-in', member: linked }
}

export type LineLinkDecision =
  | { action: 'link' }
  | { action: 'already-linked' }
  | { action: 'refuse-linked-to-other' }
  | { action: 'refuse-member-has-other' }

/**
 * Linking the pending LINE identity to the signed-in member. A member has at most one LINE account and a LINE
 * account one member; replacing either silently would hand someone else's sign-in over, so both are refused.
 */
export function decideLineLink(
  member: LinkableMember,
  subject: string,
  owner: LinkableMember | null,
): LineLinkDecision {
  if (owner && owner.id !== member.id) return { action: 'refuse-linked-to-other' }
  if (member.lineSubject === subject) return { action: 'already-linked' }
  if (member.lineSubject) return { action: 'refuse-member-has-other' }
  return { action: 'link' }
}

export type GroupSignInDecision<M extends LinkableMember> =
  | { action: 'sign-in'; member: M }
  | { action: 'link-and-sign-in'; member: M }
  | { action: 'entry-required' }
  | { action: 'refuse-withdrawn'; member: M }
  | { action: 'refuse-linked-to-other'; member: M }

export interface GroupSignInFacts<M extends LinkableMember> {
  /** The member whose groupSubject is the identity's subject. */
  linked: M | null
  /** The member with the identity's email address. */
  sameEmail: M | null
  /** The IdP vouches for the email address (email_verified). */
  emailVerified: boolean
}

/**
 * An identity already linked signs in. Otherwise a member with the same email is linked only when the IdP has
 * verified that address (else anyone could claim a member's account by typing their email at the IdP), the
 * member has not withdrawn, and the member is not linked to another group identity. Everyone else registers.
 */
export function decideGroupSignIn<M extends LinkableMember>(
  facts: GroupSignInFacts<M>,
): GroupSignInDecision<M> {
  const { linked, sameEmail } = facts
  if (linked)
    return linked.withdrawnAt
      ? { action: 'refuse-withdrawn', member: linked }
      : { action: 'sign-in', member: linked }
  if (!facts.emailVerified || !sameEmail || sameEmail.withdrawnAt) return { action: 'entry-required' }
  if (sameEmail.groupSubject) return { action: 'refuse-linked-to-other', member: sameEmail }
  return { action: 'link-and-sign-in', member: sameEmail }
}
