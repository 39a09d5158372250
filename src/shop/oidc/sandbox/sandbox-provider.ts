/**
 * The sandbox OpenID providers (docs/adr/014-line-and-group-sign-in.md): one oidc-provider instance per
 * provider name, each on its own in-process HTTP server on 127.0.0.1 and an ephemeral port, started once per
 * process. Browsers reach it through the Next route under /sandbox/oidc/<name>/ (sandbox-proxy.ts); the shop's
 * back channel (discovery, token, UserInfo) talks to it directly. Keys, sessions and codes live in memory, so
 * a restart signs everyone out of the sandbox, which is all a demo needs.
 *
 * oidc-provider is imported lazily: it is only ever loaded with the sandbox on.
 */
import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'

import type { Configuration, JWK, default as OidcProvider } from 'oidc-provider'
import type { CustomFetch } from 'openid-client'

import { env } from '@/lib/config/env'
import { isLoopbackAddress } from '@/lib/http/client-address'
import { logger } from '@/lib/log'

import { type OidcProviderName, sandboxClient, sandboxIssuer } from '../providers'
import { DEMO_CLAIMS, DEMO_IDENTITIES, demoIdentity } from './demo-identities'
import { chooserPage, errorPage } from './interaction-page'

export interface SandboxClient {
  clientId: string
  clientSecret: string
  redirectUri: string
}

export interface SandboxServer {
  name: OidcProviderName
  issuer: string
  /** http://127.0.0.1:<port>, where the provider really listens. */
  origin: string
  close(): Promise<void>
}

/** Both providers' cookies share the shop's origin, so each gets its own names (and the proxy forwards only those). */
export const sandboxCookiePrefix = (name: OidcProviderName) => `sbx_${name}_`

const MAX_FORM_BYTES = 8 * 1024

async function signingKey(): Promise<JWK> {
  // RS256: the default ID token algorithm of OpenID Connect clients, openid-client included.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }
}

function send(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  res.end(html)
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > MAX_FORM_BYTES) throw new Error('form too large')
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startSandboxProvider(
  name: OidcProviderName,
  options: { siteUrl: string; client: SandboxClient },
): Promise<SandboxServer> {
  const { default: Provider, interactionPolicy } = await import('oidc-provider')
  const issuer = sandboxIssuer(name, options.siteUrl)
  const mountPath = new URL(issuer).pathname
  const prefix = sandboxCookiePrefix(name)

  // Every authorization shows the chooser, even with a sandbox session: a demo can switch identities, and tests
  // see the same page each time. The shop's answer to the login prompt ends the check.
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('sandbox_choose_identity', 'the sandbox asks for a demo identity', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // What openid-client and LINE use by default.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: {
      names: { session: `${prefix}session`, interaction: `${prefix}interaction`, resume: `${prefix}resume` },
      keys: [randomBytes(32).toString('base64url')],
    },
    claims: DEMO_CLAIMS[name],
    features: { devInteractions: { enabled: false } },
    // Seconds. A demo sign-in is short; a sandbox session lasts a working day.
    ttl: {
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
    },
    pkce: { required: () => true },
    interactions: {
      policy,
      // With a trailing slash, as Next serves it, so the browser is not redirected once more on the way.
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}/`,
    },
    findAccount: (_ctx, sub) => {
      const identity = demoIdentity(name, { sub })
      return identity ? { accountId: sub, claims: () => identity.claims } : undefined
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(
        name,
        `ログインの要求を処理できませんでした（${String(out.error ?? 'error')}）。ショップに戻って、もう一度お試しください。`,
      )
    },
  }

  const provider: OidcProvider = new Provider(issuer, configuration)
  // The Next proxy and the back channel say which public host and scheme the request came in on.
  provider.proxy = true
  provider.on('server_error', (_ctx: unknown, error: unknown) =>
    logger.error('sandbox oidc provider error', {
      provider: name,
      err: error instanceof Error ? error.message : String(error),
    }),
  )
  const callback = provider.callback()

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, action: string) {
    try {
      const details = await provider.interactionDetails(req, res)
      const clientId = String(details.params.client_id ?? '')
      if (details.prompt.name === 'consent') {
        // Only reached if the grant made at login did not cover a request: the shop is first-party.
        const missing = details.prompt.details as {
          missingOIDCScope?: string[]
          missingOIDCClaims?: string[]
        }
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId: details.session?.accountId, clientId })
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } })
        return
      }
      if (req.method !== 'POST') {
        send(res, 200, chooserPage({ name, identities: DEMO_IDENTITIES[name], action }))
        return
      }
      const form = await readForm(req)
      if (form.get('cancel')) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The demo sign-in was cancelled.' },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const identity = demoIdentity(name, { id: form.get('identity') ?? '' })
      if (!identity) {
        const error = 'デモ利用者を選んでください。'
        send(res, 400, chooserPage({ name, identities: DEMO_IDENTITIES[name], action, error }))
        return
      }
      // Signing in grants what the shop asked for: consent is part of choosing a demo identity.
      const accountId = identity.claims.sub
      const grant = new provider.Grant({ accountId, clientId })
      grant.addOIDCScope(String(details.params.scope ?? 'openid'))
      const grantId = await grant.save()
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      )
    } catch (error) {
      logger.info('sandbox oidc interaction failed', {
        provider: name,
        errorType: error instanceof Error ? error.name : typeof error,
      })
      if (!res.headersSent)
        send(
          res,
          400,
          errorPage(
            name,
            'ログインの手続きが見つからないか、有効期限が切れました。ショップに戻って、もう一度お試しください。',
          ),
        )
    }
  }

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/'
    // Only the shop's own process reaches it (its proxy route and back channel); ADR 025.
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      send(res, 404, errorPage(name, 'ページが見つかりません。'))
      return
    }
    if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`)) {
      send(res, 404, errorPage(name, 'ページが見つかりません。'))
      return
    }
    const inner = url.slice(mountPath.length) || '/'
    const path = inner.split('?')[0] ?? '/'
    if (/^\/interaction\/[\w-]+\/?$/.test(path)) {
      void interaction(req, res, `${mountPath}${path.endsWith('/') ? path : `${path}/`}`)
      return
    }
    // Mounted the way Express mounts it: oidc-provider derives its path prefix from originalUrl vs url.
    Object.assign(req, { originalUrl: url })
    req.url = inner
    void callback(req, res)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  // Never the reason a process (a test worker, a dev server being stopped) stays alive.
  server.unref()
  const { port } = server.address() as AddressInfo
  logger.info('sandbox oidc provider started', { provider: name, port })
  return {
    name,
    issuer,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

type Registry = Map<string, Promise<SandboxServer>>
const REGISTRY = Symbol.for('wellness-shop.sandbox-oidc')

/** On globalThis: Next's hot reload and its separate bundles would otherwise each start their own. */
function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  holder[REGISTRY] ??= new Map()
  return holder[REGISTRY]
}

/** The process's sandbox provider for `name`, started on first use. */
export function sandboxProvider(name: OidcProviderName): Promise<SandboxServer> {
  if (!env.sandboxEnabled) return Promise.reject(new Error('the sandbox is not enabled'))
  const client = sandboxClient(name)
  const key = [name, env.SITE_URL, client.clientId, client.clientSecret].join(' ')
  const servers = registry()
  let server = servers.get(key)
  if (!server) {
    server = startSandboxProvider(name, { siteUrl: env.SITE_URL, client })
    servers.set(key, server)
    server.catch(() => servers.delete(key))
  }
  return server
}

/**
 * A request to the sandbox provider as if it came in through the shop's public origin: the URL is rewritten to
 * the internal server, X-Forwarded-Host/Proto carry the public one.
 */
export async function forwardToSandbox(
  server: SandboxServer,
  publicUrl: string,
  init: RequestInit,
): Promise<Response> {
  const target = new URL(publicUrl)
  const issuer = new URL(server.issuer)
  if (target.origin !== issuer.origin || !target.pathname.startsWith(issuer.pathname))
    throw new Error('not a sandbox provider URL')
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-host', issuer.host)
  headers.set('x-forwarded-proto', issuer.protocol.replace(':', ''))
  headers.set('accept-encoding', 'identity')
  return fetch(new URL(`${target.pathname}${target.search}`, server.origin), {
    ...init,
    headers,
    redirect: 'manual',
    // Next caches fetches of server code only when asked to; said anyway, as nothing here may ever be cached.
    cache: 'no-store',
  })
}

/** The fetch openid-client uses for a sandbox provider: straight to the in-process server. */
export async function sandboxBackChannel(name: OidcProviderName): Promise<CustomFetch> {
  const server = await sandboxProvider(name)
  return (url, { body, ...init }) =>
    // A typed-array view over a shared buffer is no BodyInit; a copy is.
    forwardToSandbox(server, url, { ...init, body: body instanceof Uint8Array ? new Uint8Array(body) : body })
}
