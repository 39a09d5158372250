import { maySeeSandbox, sandboxNotFound } from '@/cms/sandbox-access'
import { requestScriptNonce } from '@/lib/http/security-headers'
import { cardSandboxInfoPage } from '@/shop/payments/sandbox/info-page'
import { cardSandbox } from '@/shop/payments/sandbox/card-sandbox'

export const dynamic = 'force-dynamic'

/**
 * The card sandbox's front door on the shop's origin (docs/adr/018): starts the in-process sandbox (its own
 * port, its own origin) and lists the test cards, with a form that tokenises a card through the sandbox's
 * script so a demo can see that card details go to the sandbox only. Absent when the sandbox is off, and for anyone
 * but this machine (loopback) or a signed-in admin (docs/adr/025-safe-demo-mode.md).
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await maySeeSandbox(request))) return sandboxNotFound()
  const sandbox = await cardSandbox()
  return new Response(cardSandboxInfoPage(sandbox.origin, requestScriptNonce(request.headers)), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
