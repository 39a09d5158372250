import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import Link from 'next/link'

import { shopChrome } from '@/app/_data/chrome'
import { getShopPayload } from '@/cms/get-payload'
import { resolveSession } from '@/shop/auth/session-service'
import { SESSION_COOKIE } from '@/shop/auth/session-token'
import { LINE_PENDING_COOKIE, openLinePending } from '@/shop/oidc/line-pending'
import { LineLinkage } from '@/ui/auth/LineLinkage'
import { PageTitle } from '@/ui/content/PageTitle'
import { NormalLayout } from '@/ui/layout/NormalLayout'

export const metadata: Metadata = { title: 'LINEアカウントの連携', robots: { index: false } }

// Personal: rendered per request from the sealed pending cookie and the session.
export const dynamic = 'force-dynamic'

/** /login/line/linkage/: links a LINE account that no member is linked to yet to the shopper's membership. */
export default async function LineLinkagePage() {
  const jar = await cookies()
  const pending = await openLinePending(jar.get(LINE_PENDING_COOKIE)?.value)
  const active = pending ? await resolveSession(await getShopPayload(), jar.get(SESSION_COOKIE)?.value) : null
  return (
    <NormalLayout
      chrome={await shopChrome()}
      breadcrumb={[{ text: 'ログイン', href: '/login/' }, { text: 'LINEアカウントの連携' }]}
    >
      <PageTitle>LINEアカウントの連携</PageTitle>
      {pending ? (
        <LineLinkage
          displayName={pending.displayName}
          signedInName={active ? `${active.customer.lastName} ${active.customer.firstName}` : null}
        />
      ) : (
        <>
          <p role="alert">
            連携するLINEアカウントを確認できませんでした（確認の有効期限は10分です）。お手数ですが、もう一度「LINEでログイン」からお手続きください。
          </p>
          <p>
            <Link href="/login/">ログイン画面に戻る</Link>
          </p>
        </>
      )}
    </NormalLayout>
  )
}
