/**
 * The group single sign-on (spec: "suntory"; docs/adr/014-line-and-group-sign-in.md). A linked identity signs
 * in; a member with the same IdP-verified email is linked and signed in; anyone else registers at /auth/entry/
 * with the identity carried in the sealed group_pending cookie. isGroupStaff follows the IdP on every sign-in.
 * Logs carry the customer id only.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import { groupProfile } from './claims'
import { groupPendingIdentity, sealGroupPending } from './group-pending'
import { findMember, type MemberRecord, updateMember } from './members'
import { oidcErrors } from './oidc-errors'
import { providerSettings } from './providers'
import { decideGroupSignIn } from './sign-in-rules'
import { type CompleteSignInInput, finishSignIn, startSignIn, type StartedSignIn } from './sign-in-flow'

function groupSettings() {
  const settings = providerSettings('group')
  if (!settings) throw oidcErrors.notConfigured('group')
  return settings
}

export function startGroupSignIn(from: string | null | undefined): Promise<StartedSignIn> {
  return startSignIn(groupSettings(), from)
}

export type GroupSignInOutcome =
  | { status: 'signed-in'; customer: MemberRecord; returnTo: string }
  | { status: 'entry-required'; returnTo: string; pendingCookie: string }

export async function completeGroupSignIn(
  payload: Payload,
  input: CompleteSignInInput,
): Promise<GroupSignInOutcome> {
  const { identity, returnTo } = await finishSignIn(groupSettings(), input.flowCookie, input.response)
  const profile = groupProfile(identity)
  const linked = await findMember(payload, { groupSubject: { equals: profile.subject } })
  const sameEmail =
    !linked && profile.email ? await findMember(payload, { email: { equals: profile.email } }) : null
  const decision = decideGroupSignIn({ linked, sameEmail, emailVerified: profile.emailVerified })

  switch (decision.action) {
    case 'refuse-withdrawn':
      logger.info('group sign-in refused: withdrawn member', { customerId: decision.member.id })
      throw oidcErrors.withdrawn()
    case 'refuse-linked-to-other':
      logger.info('group sign-in refused: member linked to another group identity', {
        customerId: decision.member.id,
      })
      throw oidcErrors.groupLinkedToOther()
    case 'entry-required': {
      // Registration needs an address to write to; the group IdP is expected to always send one.
      if (!profile.email) throw oidcErrors.emailMissing()
      logger.info('group sign-in needs registration')
      const pending = groupPendingIdentity({ ...profile, email: profile.email })
      return { status: 'entry-required', returnTo, pendingCookie: await sealGroupPending(pending, input.now) }
    }
    case 'link-and-sign-in':
    case 'sign-in': {
      const linking = decision.action === 'link-and-sign-in'
      const customer = await updateMember(payload, decision.member.id, {
        isGroupStaff: profile.isGroupStaff,
        ...(linking ? { groupSubject: profile.subject } : {}),
      })
      logger.info(
        linking ? 'group sign-in linked a member by verified email' : 'group sign-in matched a member',
        {
          customerId: customer.id,
          isGroupStaff: profile.isGroupStaff,
        },
      )
      return { status: 'signed-in', customer, returnTo }
    }
  }
}
