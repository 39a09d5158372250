/**
 * LINE login (docs/adr/014-line-and-group-sign-in.md): start, finish (a linked member is the one to sign in;
 * an unknown LINE account is kept in a sealed pending cookie until a member links it), link and unlink. Logs
 * carry the customer id only, never the LINE subject or display name.
 */
import type { Payload } from 'payload'

import { logger } from '@/lib/log'

import { lineProfile } from './claims'
import { sealLinePending, openLinePending } from './line-pending'
import { findMember, type MemberRecord, updateMember } from './members'
import { oidcErrors } from './oidc-errors'
import { providerSettings } from './providers'
import { decideLineLink, decideLineSignIn } from './sign-in-rules'
import { type CompleteSignInInput, finishSignIn, startSignIn, type StartedSignIn } from './sign-in-flow'

function lineSettings() {
  const settings = providerSettings('line')
  if (!settings) throw oidcErrors.notConfigured('line')
  return settings
}

export function startLineSignIn(from: string | null | undefined): Promise<StartedSignIn> {
  return startSignIn(lineSettings(), from)
}

export type LineSignInOutcome =
  | { status: 'signed-in'; customer: MemberRecord; returnTo: string }
  | { status: 'link-required'; displayName: string; returnTo: string; pendingCookie: string }

export async function completeLineSignIn(
  payload: Payload,
  input: CompleteSignInInput,
): Promise<LineSignInOutcome> {
  const { identity, returnTo } = await finishSignIn(lineSettings(), input.flowCookie, input.response)
  const profile = lineProfile(identity)
  const linked = await findMember(payload, { lineSubject: { equals: profile.subject } })
  const decision = decideLineSignIn(linked)
  if (decision.action === 'refuse-withdrawn') {
    logger.info('LINE sign-in refused: withdrawn member', { customerId: decision.member.id })
    throw oidcErrors.withdrawn()
  }
  if (decision.action === 'link-required') {
    logger.info('LINE sign-in needs linking')
    const pendingCookie = await sealLinePending(
      { subject: profile.subject, displayName: profile.displayName, returnTo },
      input.now,
    )
    return { status: 'link-required', displayName: profile.displayName, returnTo, pendingCookie }
  }
  logger.info('LINE sign-in matched a member', { customerId: decision.member.id })
  return { status: 'signed-in', customer: decision.member, returnTo }
}

/** Links the pending LINE account to the signed-in member; answers where the shopper was going. */
export async function linkLine(
  payload: Payload,
  member: MemberRecord,
  pendingCookie: string | null | undefined,
): Promise<{ returnTo: string }> {
  const pending = await openLinePending(pendingCookie)
  if (!pending) throw oidcErrors.linkPendingMissing()
  const owner = await findMember(payload, { lineSubject: { equals: pending.subject } })
  const decision = decideLineLink(member, pending.subject, owner)
  if (decision.action === 'refuse-linked-to-other') {
    logger.info('LINE link refused: linked to another member', { customerId: member.id })
    throw oidcErrors.lineLinkedToOther()
  }
  if (decision.action === 'refuse-member-has-other') {
    logger.info('LINE link refused: member has another LINE account', { customerId: member.id })
    throw oidcErrors.memberHasOtherLine()
  }
  if (decision.action === 'link') {
    try {
      await updateMember(payload, member.id, { lineSubject: pending.subject })
    } catch (error) {
      // Another member linked the same LINE account in between: the unique index said no.
      if (await findMember(payload, { lineSubject: { equals: pending.subject } }))
        throw oidcErrors.lineLinkedToOther()
      throw error
    }
    logger.info('member linked LINE', { customerId: member.id })
  }
  return { returnTo: pending.returnTo }
}
