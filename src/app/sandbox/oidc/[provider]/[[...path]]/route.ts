import { maySeeSandbox, sandboxNotFound } from '@/cms/sandbox-access'
import type { OidcProviderName } from '@/shop/oidc/providers'
import { proxyToSandbox } from '@/shop/oidc/sandbox/sandbox-proxy'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ provider: string; path?: string[] }> }

const isProvider = (value: string): value is OidcProviderName => value === 'line' || value === 'group'

/**
 * The sandbox OpenID providers (docs/adr/014-line-and-group-sign-in.md), outside the shop layout: every
 * method is passed through to the in-process provider. Absent when the sandbox is off, and for anyone but this
 * machine (loopback) or a signed-in admin (docs/adr/025-safe-demo-mode.md).
 */
async function serve(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params
  if (!isProvider(provider) || !(await maySeeSandbox(request))) return sandboxNotFound()
  return proxyToSandbox(request, provider)
}

export const GET = serve
export const POST = serve
export const HEAD = serve
export const OPTIONS = serve
