import { env } from '@/lib/config/env'
import type { OidcProviderName } from '@/shop/oidc/providers'
import { proxyToSandbox } from '@/shop/oidc/sandbox/sandbox-proxy'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string; path?: string[] }> }

const isProvider = (value: string): value is OidcProviderName => value === 'line' || value === 'group'

/**
 * The sandbox OpenID providers (docs/adr/014-line-and-group-sign-in.md), outside the shop layout: every
 * method is passed through to the in-process provider. Absent when the sandbox is off.
 */
async function serve(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  if (!env.sandboxEnabled || !isProvider(provider)) return new Response('Not Found', { status: 404 })
  return proxyToSandbox(request, provider)
}

export const GET = serve
export const POST = serve
export const HEAD = serve
export const OPTIONS = serve
