/**
 * The two OpenID Connect providers the shop signs members in with (docs/adr/014-line-and-group-sign-in.md):
 * LINE and the group single sign-on (spec: "suntory"). Issuer and client come from env; without an issuer the
 * app's own sandbox provider stands in while the sandbox is on, and the sign-in is simply not offered otherwise.
 */
import { env } from '@/lib/config/env'

export type OidcProviderName = 'line' | 'group'

export interface OidcProviderSettings {
  name: OidcProviderName
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
  scope: string
  /** The issuer is this app's sandbox provider: its back channel stays in-process and may be plain http. */
  sandbox: boolean
}

/** Where each provider sends the shopper back; registered with the provider as the only redirect URI. */
export const CALLBACK_PATHS: Record<OidcProviderName, string> = {
  line: '/login/line/callback/',
  group: '/login/suntory/callback/',
}

const SCOPES: Record<OidcProviderName, string> = {
  line: 'openid profile',
  group: 'openid profile email',
}

/** The sandbox providers' one client each; public demo values, useless against any real provider. */
export const SANDBOX_CLIENTS: Record<OidcProviderName, { clientId: string; clientSecret: string }> = {
  line: { clientId: 'sandbox-line-shop', clientSecret: 'sandbox-line-secret-not-for-production' },
  group: { clientId: 'sandbox-group-shop', clientSecret: 'sandbox-group-secret-not-for-production' },
}

export const SANDBOX_OIDC_BASE_PATH = '/sandbox/oidc'

export function sandboxIssuer(name: OidcProviderName, siteUrl: string): string {
  return `${new URL(siteUrl).origin}${SANDBOX_OIDC_BASE_PATH}/${name}`
}

export interface ProviderInput {
  siteUrl: string
  sandboxEnabled: boolean
  issuer?: string
  clientId?: string
  clientSecret?: string
}

/** Pure: the settings of one provider, or null when it is not configured. */
export function resolveProviderSettings(
  name: OidcProviderName,
  input: ProviderInput,
): OidcProviderSettings | null {
  const sandboxUrl = sandboxIssuer(name, input.siteUrl)
  const issuer = (input.issuer ?? (input.sandboxEnabled ? sandboxUrl : undefined))?.replace(/\/+$/, '')
  if (!issuer) return null
  const sandbox = input.sandboxEnabled && issuer === sandboxUrl
  const clientId = input.clientId ?? (sandbox ? SANDBOX_CLIENTS[name].clientId : undefined)
  const clientSecret = input.clientSecret ?? (sandbox ? SANDBOX_CLIENTS[name].clientSecret : undefined)
  if (!clientId || !clientSecret) return null
  return {
    name,
    issuer,
    clientId,
    clientSecret,
    redirectUri: `${new URL(input.siteUrl).origin}${CALLBACK_PATHS[name]}`,
    scope: SCOPES[name],
    sandbox,
  }
}

function envInput(name: OidcProviderName): ProviderInput {
  const base = { siteUrl: env.SITE_URL, sandboxEnabled: env.sandboxEnabled }
  return name === 'line'
    ? {
        ...base,
        issuer: env.LINE_ISSUER,
        clientId: env.LINE_CLIENT_ID,
        clientSecret: env.LINE_CLIENT_SECRET,
      }
    : {
        ...base,
        issuer: env.GROUP_SSO_ISSUER,
        clientId: env.GROUP_SSO_CLIENT_ID,
        clientSecret: env.GROUP_SSO_CLIENT_SECRET,
      }
}

export function providerSettings(name: OidcProviderName): OidcProviderSettings | null {
  return resolveProviderSettings(name, envInput(name))
}

/**
 * The client the sandbox provider registers: the shop's own settings when the shop uses the sandbox, the demo
 * values otherwise (the sandbox then just serves nobody).
 */
export function sandboxClient(name: OidcProviderName, siteUrl: string = env.SITE_URL) {
  const settings = providerSettings(name)
  const own = settings?.sandbox ? settings : null
  return {
    clientId: own?.clientId ?? SANDBOX_CLIENTS[name].clientId,
    clientSecret: own?.clientSecret ?? SANDBOX_CLIENTS[name].clientSecret,
    redirectUri: `${new URL(siteUrl).origin}${CALLBACK_PATHS[name]}`,
  }
}
