import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasRole } from '@/cms/access'
import { getShopPayload } from '@/cms/get-payload'
import { safeLocalPath } from '@/shop/site/safe-redirect'

export const dynamic = 'force-dynamic'

/** Staff preview: only a signed-in staff member (Payload session) may turn on draft mode. */
export async function GET(request: Request) {
  const payload = await getShopPayload()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as never, 'admin', 'editor', 'marketer')) {
    return new Response('プレビューを表示するには管理画面にログインしてください。', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const path = safeLocalPath(new URL(request.url).searchParams.get('path'))
  ;(await draftMode()).enable()
  redirect(path)
}
