/**
 * The shop as an OpenID Connect relying party, over openid-client: discovery (cached), the authorization URL
 * with PKCE S256, state and nonce, and the code exchange with every check openid-client makes (state, issuer,
 * ID token signature, audience, expiry, nonce), then UserInfo. The sandbox providers' back channel stays inside
 * the process and is the only case where plain http is allowed.
 */
import * as client from 'openid-client'

import { logger } from '@/lib/log'

import type { VerifiedIdentity } from './claims'
import { oidcErrors } from './oidc-errors'
import type { OidcProviderSettings } from './providers'

// Provider metadata rarely changes; an hour keeps a key or endpoint rotation from being missed for long.
const DISCOVERY_TTL_MS = 60 * 60 * 1000

const configurations = new Map<string, { at: number; config: Promise<client.Configuration> }>()

async function discover(settings: OidcProviderSettings): Promise<client.Configuration> {
  const options: client.DiscoveryRequestOptions = {}
  if (settings.sandbox) {
    const { sandboxBackChannel } = await import('./sandbox/sandbox-provider')
    options[client.customFetch] = await sandboxBackChannel(settings.name)
    if (new URL(settings.issuer).protocol === 'http:') options.execute = [client.allowInsecureRequests]
  }
  return client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    undefined,
    options,
  )
}

function configuration(settings: OidcProviderSettings, now = Date.now()): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`
  const cached = configurations.get(key)
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.config
  const config = discover(settings)
  configurations.set(key, { at: now, config })
  // A failed discovery (provider down) is retried by the next sign-in instead of being remembered.
  config.catch(() => {
    if (configurations.get(key)?.config === config) configurations.delete(key)
  })
  return config
}

class MissingIdTokenError extends Error {}

// The provider answered, but with an error page or something that is not OAuth at all: it is not working.
const BROKEN_ANSWER = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'])

/** Errors that mean the provider said no or a check failed, as opposed to the provider not answering. */
const isRejection = (error: unknown) =>
  error instanceof client.ResponseBodyError ||
  error instanceof client.AuthorizationResponseError ||
  error instanceof client.WWWAuthenticateChallengeError ||
  error instanceof MissingIdTokenError ||
  (error instanceof client.ClientError && !BROKEN_ANSWER.has(error.code ?? ''))

function failure(settings: OidcProviderSettings, step: string, error: unknown) {
  const rejected = isRejection(error)
  // Error codes only: messages of these errors may quote the provider's response.
  logger.warn('oidc sign-in failed', {
    provider: settings.name,
    step,
    reason: rejected ? 'rejected' : 'unavailable',
    errorType: error instanceof Error ? error.name : typeof error,
    errorCode: error instanceof client.ClientError ? error.code : undefined,
    providerError: error instanceof client.ResponseBodyError ? error.error : undefined,
  })
  return rejected ? oidcErrors.rejected(settings.name, error) : oidcErrors.unavailable(settings.name, error)
}

/** Values that must come back unchanged with the shopper (kept in the sealed flow cookie). */
export interface FlowSecrets {
  state: string
  nonce: string
  codeVerifier: string
}

export async function buildAuthorizationRequest(
  settings: OidcProviderSettings,
): Promise<{ authorizationUrl: string; secrets: FlowSecrets }> {
  let config: client.Configuration
  try {
    config = await configuration(settings)
  } catch (error) {
    throw failure(settings, 'discovery', error)
  }
  const secrets: FlowSecrets = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  }
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: settings.redirectUri,
    scope: settings.scope,
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  })
  return { authorizationUrl: url.href, secrets }
}

/** The query the provider sent the shopper back with. */
export interface AuthorizationResponse {
  code: string
  state: string
  /** RFC 9207 issuer identifier; checked by openid-client when the provider announces it. */
  iss?: string | undefined
}

export async function verifyAuthorizationResponse(
  settings: OidcProviderSettings,
  secrets: FlowSecrets,
  response: AuthorizationResponse,
): Promise<VerifiedIdentity> {
  const current = new URL(settings.redirectUri)
  current.searchParams.set('code', response.code)
  current.searchParams.set('state', response.state)
  if (response.iss) current.searchParams.set('iss', response.iss)
  let step = 'discovery'
  try {
    const config = await configuration(settings)
    step = 'token'
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    })
    const idToken = tokens.claims()
    if (!idToken) throw new MissingIdTokenError('the token response has no ID token')
    step = 'userinfo'
    const userInfo =
      config.serverMetadata().userinfo_endpoint && tokens.access_token
        ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
        : {}
    // The signed ID token wins where both carry a claim.
    return { subject: idToken.sub, claims: { ...userInfo, ...idToken } }
  } catch (error) {
    throw failure(settings, step, error)
  }
}
