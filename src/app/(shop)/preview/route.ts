import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { CONTENT_ROLES, hasRole } from '@/cms/access'
import { getShopPayload } from '@/cms/get-payload'
import { safeLocalPath } from '@/shop/site/safe-redirect'

export const dynamic = 'force-dynamic'

/** Staff preview: only signed-in content staff (Payload session) may turn on draft mode (ADR 023). */
export async function GET(request: Request) {
  const payload = await getShopPayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as never, ...CONTENT_ROLES)) {
    return new Response('プレビューを表示するには管理画面にログインしてください。', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const path = safeLocalPath(new URL(request.url).searchParams.get('path'))
  ;(await draftMode()).enable()
  redirect(path)
}
