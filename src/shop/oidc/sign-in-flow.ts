/**
 * One sign-in round trip with a provider: start (authorization URL + sealed flow cookie) and finish (the flow
 * cookie must be there and its state must match before the code is exchanged). The cookie is per provider, so
 * a LINE and a group sign-in in two tabs do not spoil each other, and it is only sent to /api/.
 */
import { timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { env } from '@/lib/config/env'
import { safeLocalPath } from '@/shop/site/safe-redirect'

import type { VerifiedIdentity } from './claims'
import {
  type AuthorizationResponse,
  buildAuthorizationRequest,
  verifyAuthorizationResponse,
} from './oidc-client'
import { oidcErrors } from './oidc-errors'
import type { OidcProviderName, OidcProviderSettings } from './providers'
import { seal, unseal } from './sealed-cookie'

export const FLOW_COOKIES: Record<OidcProviderName, string> = {
  line: 'oidc_line_flow',
  group: 'oidc_group_flow',
}
export const FLOW_COOKIE_PATH = '/api/'

/** Where a signed-in shopper goes when the sign-in did not say. */
export const DEFAULT_RETURN_PATH = '/mypage/'

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
})

export interface StartedSignIn {
  authorizationUrl: string
  /** The sealed flow cookie's value. */
  flowCookie: string
}

export async function startSignIn(
  settings: OidcProviderSettings,
  from: string | null | undefined,
  secret: string = env.payloadSecret,
): Promise<StartedSignIn> {
  const { authorizationUrl, secrets } = await buildAuthorizationRequest(settings)
  const flow = { ...secrets, returnTo: safeLocalPath(from, DEFAULT_RETURN_PATH) }
  return { authorizationUrl, flowCookie: await seal(flow, { purpose: FLOW_COOKIES[settings.name], secret }) }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** What a route hands the provider's finishing service. */
export interface CompleteSignInInput {
  flowCookie: string | null | undefined
  response: AuthorizationResponse
  now?: Date
}

export interface FinishedSignIn {
  identity: VerifiedIdentity
  returnTo: string
}

export async function finishSignIn(
  settings: OidcProviderSettings,
  flowCookie: string | null | undefined,
  response: AuthorizationResponse,
  secret: string = env.payloadSecret,
): Promise<FinishedSignIn> {
  const flow = await unseal(flowCookie, flowSchema, { purpose: FLOW_COOKIES[settings.name], secret })
  if (!flow) throw oidcErrors.flowExpired()
  // Checked here as well as by openid-client, so a forged or stale callback never reaches the provider.
  if (!sameText(flow.state, response.state)) throw oidcErrors.stateMismatch()
  const identity = await verifyAuthorizationResponse(settings, flow, response)
  return { identity, returnTo: flow.returnTo }
}
